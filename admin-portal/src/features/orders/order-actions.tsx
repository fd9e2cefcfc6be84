import { useState } from 'react';
import {
  cancelOrder,
  CANCELLABLE_STATUSES,
  getErrorMessage,
  NEXT_ORDER_STATUS,
  updateOrderStatus,
  type Order,
} from '@grocery/shared-api';
import { Button, ConfirmDialog, notify, ORDER_STATUS_BADGE } from '@grocery/shared-ui';
import { ArrowRight, Ban } from 'lucide-react';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this order?';
export const ORDER_CANCELLED = 'Order cancelled successfully';
export const STORE_CANCEL_REASON = 'Cancelled by the store';

/** A status only moves forward: the customer sees each step, so it is asked before it is taken. */
export const advanceQuestion = (label: string) =>
  `The customer sees the order as ${label.toLowerCase()}. An order's status cannot be moved back.`;

export interface OrderActionsProps {
  order: Order;
  onChanged: (order: Order) => void;
}

/** One step forward along the fulfilment, or Cancel while the order is pending or confirmed. */
export function OrderActions({ order, onChanged }: OrderActionsProps) {
  const [busy, setBusy] = useState<'advance' | 'cancel' | null>(null);
  const [confirming, setConfirming] = useState<'advance' | 'cancel' | null>(null);
  const next = NEXT_ORDER_STATUS[order.status];
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);

  const advance = async () => {
    if (!next) return;
    setBusy('advance');
    try {
      const saved = await updateOrderStatus(order.id, { status: next });
      notify.success(`Order marked as ${ORDER_STATUS_BADGE[next].label.toLowerCase()}`);
      setConfirming(null);
      onChanged(saved);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to update order status'));
    } finally {
      setBusy(null);
    }
  };
  const cancel = async () => {
    setBusy('cancel');
    try {
      const saved = await cancelOrder(order.id, STORE_CANCEL_REASON);
      notify.success(ORDER_CANCELLED);
      setConfirming(null);
      onChanged(saved);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to cancel order'));
    } finally {
      setBusy(null);
    }
  };

  if (!next && !cancellable) return null;
  return (
    <div className="ap-order-actions">
      {next && (
        <Button
          icon={<ArrowRight size={18} />}
          loading={busy === 'advance'}
          disabled={busy !== null}
          onClick={() => setConfirming('advance')}
        >
          Mark as {ORDER_STATUS_BADGE[next].label}
        </Button>
      )}
      {cancellable && (
        <Button
          variant="outline"
          className="ap-danger-text"
          icon={<Ban size={18} />}
          disabled={busy !== null}
          onClick={() => setConfirming('cancel')}
        >
          Cancel Order
        </Button>
      )}
      {next && (
        <ConfirmDialog
          open={confirming === 'advance'}
          title={`Mark ${order.orderNumber} as ${ORDER_STATUS_BADGE[next].label.toLowerCase()}?`}
          message={advanceQuestion(ORDER_STATUS_BADGE[next].label)}
          confirmLabel={`Mark as ${ORDER_STATUS_BADGE[next].label}`}
          loading={busy === 'advance'}
          onConfirm={advance}
          onCancel={() => setConfirming(null)}
        />
      )}
      <ConfirmDialog
        open={confirming === 'cancel'}
        tone="danger"
        title={`Cancel ${order.orderNumber}?`}
        message={CANCEL_QUESTION}
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        loading={busy === 'cancel'}
        onConfirm={cancel}
        onCancel={() => setConfirming(null)}
      >
        <p className="ap-muted">
          Its items go back into stock
          {order.paymentStatus === 'paid' ? ' and the payment is refunded' : ''}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
