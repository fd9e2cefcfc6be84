import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RotateCcw, XCircle } from 'lucide-react';
import { cancelOrder, getErrorMessage, type Order } from '@grocery/shared-api';
import { Button, ConfirmDialog, countOf, notify } from '@grocery/shared-ui';
import { buyAgain } from './buy-again';

export const CANCEL_REASON = 'Customer requested cancellation';

/** Cancel Order (while allowed) and Buy again. */
export function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [buying, setBuying] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelOrder(order.id, CANCEL_REASON);
      notify.success('Order cancelled successfully');
      navigate('/orders');
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to cancel order'));
      setCancelling(false);
      setConfirming(false);
    }
  };

  const again = async () => {
    setBuying(true);
    try {
      const { added, missed } = await buyAgain(order.items);
      if (added > 0) notify.success(`${countOf(added, 'item')} added to your cart`);
      if (missed.length > 0) notify.error(`Could not add everything: ${missed.join('; ')}.`);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to fetch product'));
    } finally {
      setBuying(false);
    }
  };

  return (
    <div className="sf-od__actions">
      <Button variant="outline" icon={<RotateCcw size={16} />} loading={buying} onClick={again}>
        Buy again
      </Button>
      {order.canCancel && (
        <Button variant="danger" icon={<XCircle size={16} />} onClick={() => setConfirming(true)}>
          Cancel Order
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel Order"
        message="Are you sure you want to cancel this order?"
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        tone="danger"
        loading={cancelling}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
