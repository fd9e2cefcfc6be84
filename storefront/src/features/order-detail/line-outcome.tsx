import { useState } from 'react';
import {
  formatQuantity,
  getErrorMessage,
  notChargedNote,
  PICKING_MESSAGES,
  rejectSubstitution,
  type Order,
  type OrderItem,
} from '@grocery/shared-api';
import { Button, ConfirmDialog, formatMoney, notify } from '@grocery/shared-ui';

interface LineOutcomeProps {
  order: Order;
  item: OrderItem;
  onChanged: (order: Order) => void;
}

const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount))}`;

/** What the picker did with a line, in the shopper's words, and turning a substitute down. */
export function LineOutcome({ order, item, onChanged }: LineOutcomeProps) {
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pick = item.pick;
  if (!pick || order.pickingStatus !== 'packed') return null;
  const difference = pick.lineTotal - item.lineTotal;

  if (pick.outcome === 'short') {
    return <p className="sf-od__change is-short">Out of stock: {notChargedNote(order, item)}</p>;
  }
  if (pick.outcome === 'picked') {
    if (pick.quantity === item.quantity) return null;
    return (
      <p className="sf-od__change">
        {item.soldBy === 'weight' ? 'Weighed' : 'Picked'} {formatQuantity(pick.quantity, item)}{' '}
        (ordered {formatQuantity(item.quantity, item)}): {signed(difference)}
      </p>
    );
  }
  const substitute = pick.substitute;
  if (!substitute) return null;
  const reject = async () => {
    setRejecting(true);
    try {
      const next = await rejectSubstitution(order.id, item.id);
      notify.success(PICKING_MESSAGES.rejected(next.payment !== null));
      onChanged(next);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to reject the substitute'));
    } finally {
      setRejecting(false);
      setConfirming(false);
    }
  };
  return (
    <div className="sf-od__change is-substituted">
      <p>
        Replaced with <strong>{substitute.name}</strong>,{' '}
        {formatQuantity(substitute.quantity, item)} × {formatMoney(substitute.unitPrice)}
        {pick.rejected ? '' : `: ${signed(difference)}`}
      </p>
      {pick.rejected ? (
        <p>Substitute rejected: this line is not charged</p>
      ) : (
        order.status !== 'delivered' &&
        order.status !== 'cancelled' && (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Reject substitution of ${item.productName}`}
              onClick={() => setConfirming(true)}
            >
              Reject substitution
            </Button>
            <ConfirmDialog
              open={confirming}
              tone="danger"
              title="Reject substitution"
              message={`Send back ${substitute.name}? You will not be charged for this line.`}
              confirmLabel="Reject substitution"
              cancelLabel="Keep it"
              loading={rejecting}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void reject()}
            />
          </>
        )
      )}
    </div>
  );
}
