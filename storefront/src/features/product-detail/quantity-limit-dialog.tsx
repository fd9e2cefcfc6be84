import { Button, Dialog } from '@grocery/shared-ui';
import { TriangleAlert } from 'lucide-react';

export interface QuantityLimitDialogProps {
  open: boolean;
  /** The most one line may hold: the stock, or the per-order cap when lower. */
  limit: number;
  /** Why, e.g. 'Only 3 items available in stock!' or 'Limit 50 per order'. */
  reason: string;
  inCart: number;
  requested: number;
  onAddMax: (quantity: number) => void;
  onClose: () => void;
}

/** Shown when the requested quantity would pass the limit; offers to add what is left. */
export function QuantityLimitDialog({
  open,
  limit,
  reason,
  inCart,
  requested,
  onAddMax,
  onClose,
}: QuantityLimitDialogProps) {
  const available = Math.max(0, limit - inCart);
  const already = inCart > 0 ? ` You already have ${inCart} in your cart.` : '';
  const description =
    available > 0
      ? `${reason}${already} You asked for ${requested}; you can add ${available} more.`
      : `${reason}${already} There are no more left to add.`;
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
