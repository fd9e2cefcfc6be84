import { useState } from 'react';
import {
  getErrorMessage,
  packOrder,
  PICKING_MESSAGES,
  slotLabel,
  type PickListOrder,
} from '@grocery/shared-api';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../lib/notify';
import { PICKING_STATUS_LABELS } from './pick-state';

export interface PickOrdersProps {
  orders: PickListOrder[];
  onPacked: () => void;
  /** The server's refusal, e.g. "This order has already been packed" (another picker won). */
  onPackFailed: (message: string) => void;
}

/** The orders being picked, and Packed (with a confirmation) for each. */
export function PickOrders({ orders, onPacked, onPackFailed }: PickOrdersProps) {
  const [packing, setPacking] = useState<PickListOrder | null>(null);
  const [busy, setBusy] = useState(false);

  const pack = async (order: PickListOrder) => {
    setBusy(true);
    try {
      await packOrder(order.id);
      notify.success(`${PICKING_MESSAGES.packed}: ${order.orderNumber}`);
      onPacked();
    } catch (error) {
      onPackFailed(getErrorMessage(error, 'Failed to pack the order'));
    } finally {
      setBusy(false);
      setPacking(null);
    }
  };

  return (
    <section
      className="gs-card gs-card--pad-md gs-picking__orders"
      aria-labelledby="pick-orders-title"
    >
      <h2 id="pick-orders-title" className="gs-picking__title">
        Orders
      </h2>
      <ul className="gs-picking__order-list">
        {orders.map((order) => (
          <li key={order.id} className="gs-picking__order">
            <div className="gs-picking__order-main">
              <p>
                <strong>{order.orderNumber}</strong> · {order.customerName}
              </p>
              <p className="gs-picking__line-meta">
                {order.deliverySlot ? slotLabel(order.deliverySlot) : 'No delivery slot'} ·{' '}
                {order.itemCount} {order.itemCount === 1 ? 'line' : 'lines'}
              </p>
            </div>
            <Badge variant={order.pickingStatus === 'packed' ? 'success' : 'neutral'}>
              {PICKING_STATUS_LABELS[order.pickingStatus]}
            </Badge>
            {order.pickingStatus !== 'packed' && (
              <Button
                size="sm"
                aria-label={`Packed: ${order.orderNumber}`}
                onClick={() => setPacking(order)}
              >
                Packed
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={packing !== null}
        title="Order packed?"
        message={
          packing
            ? `Close the picking of ${packing.orderNumber}? Its final total is worked out from what was picked and the payment is taken; nothing can be picked for it afterwards.`
            : ''
        }
        confirmLabel="Packed"
        cancelLabel="Not yet"
        loading={busy}
        onCancel={() => setPacking(null)}
        onConfirm={() => packing && void pack(packing)}
      />
    </section>
  );
}
