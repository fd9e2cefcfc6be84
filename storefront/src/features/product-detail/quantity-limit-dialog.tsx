import { Button, Dialog } from '@grocery/shared-ui';
import { CART_MESSAGES } from '@grocery/shared-api';
import { TriangleAlert } from 'lucide-react';

export interface QuantityLimitDialogProps {
  open: boolean;
  stock: number;
  inCart: number;
  requested: number;
  onAddMax: (quantity: number) => void;
  onClose: () => void;
}

/** Shown when the requested quantity would pass the stock; offers to add what is left. */
export function QuantityLimitDialog({
  open,
  stock,
  inCart,
  requested,
  onAddMax,
  onClose,
}: QuantityLimitDialogProps) {
  const available = Math.max(0, stock - inCart);
  const already = inCart > 0 ? ` You already have ${inCart} in your cart.` : '';
  const description =
    available > 0
      ? `${CART_MESSAGES.onlyInStock(stock)}${already} You asked for ${requested}; you can add ${available} more.`
      : `${CART_MESSAGES.onlyInStock(stock)}${already} There are no more left to add.`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Quantity Limit Reached"
      description={description}
      icon={<TriangleAlert size={22} />}
      footer={
        available > 0 ? (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onAddMax(available)}>Add {available} to Cart</Button>
          </>
        ) : (
          <Button onClick={onClose}>OK</Button>
        )
      }
    />
  );
}
