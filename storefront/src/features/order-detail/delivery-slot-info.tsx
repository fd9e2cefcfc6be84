import { useState } from 'react';
import { Clock } from 'lucide-react';
import {
  CANCELLABLE_STATUSES,
  DELIVERY_MESSAGES,
  getErrorMessage,
  instantLabel,
  isApiError,
  listDeliverySlots,
  slotLabel,
  updateOrder,
  type Order,
} from '@grocery/shared-api';
import { Button, LoadError, Spinner, notify, useAsync } from '@grocery/shared-ui';
import { FormDialog } from '@grocery/shared-ui/forms';
import { DeliverySlotGrid } from '../../components/delivery-slot-grid';

interface Props {
  order: Order;
  onChanged: (order: Order) => void;
  onStale: () => void;
}

/** When the order arrives, in the store's time, and "Change delivery slot" until the cut-off. */
export function DeliverySlotInfo({ order, onChanged, onStale }: Props) {
  const [open, setOpen] = useState(false);
  // When the page was opened: the server refuses a change after the cut-off in any case.
  const [openedAt] = useState(() => Date.now());
  const slot = order.deliverySlot;
  if (!slot) return null;
  const changeable =
    CANCELLABLE_STATUSES.includes(order.status) && Date.parse(slot.changeableUntil) > openedAt;
  return (
    <section className="gs-card gs-card--pad-md sf-od__card" aria-labelledby="od-slot">
      <h2 id="od-slot" className="sf-od__title">
        <Clock size={18} aria-hidden="true" /> Delivery Slot
      </h2>
      <p className="sf-od__slot">{slotLabel(slot)}</p>
      {changeable && (
        <>
          <p className="sf-od__muted">Can be changed until {instantLabel(slot.changeableUntil)}</p>
          <Button
            variant="outline"
            size="sm"
            icon={<Clock size={16} />}
            onClick={() => setOpen(true)}
          >
            Change delivery slot
          </Button>
        </>
      )}
      {open && (
        <ChangeSlotDialog
          order={order}
          onClose={() => setOpen(false)}
          onChanged={(changed) => {
            setOpen(false);
            onChanged(changed);
          }}
          onStale={() => {
            setOpen(false);
            onStale();
          }}
        />
      )}
    </section>
  );
}

function ChangeSlotDialog({ order, onClose, onChanged, onStale }: Props & { onClose: () => void }) {
  const slots = useAsync((signal) => listDeliverySlots({}, { signal }), []);
  const [chosen, setChosen] = useState<string | null>(order.deliverySlot?.id ?? null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen === order.deliverySlot?.id) return onClose();
    setSaving(true);
    try {
      const changed = await updateOrder(order.id, { deliverySlotId: chosen });
      notify.success(DELIVERY_MESSAGES.slotChanged);
      onChanged(changed);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to change the delivery slot'));
      if (isApiError(error) && error.status === 409) {
        if (/changes closed/.test(error.message)) return onStale();
        slots.reload();
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      size="lg"
      title="Change delivery slot"
      description={`When should we deliver order ${order.orderNumber}? The delivery charge stays as it was.`}
      onSubmit={submit}
      submitting={saving}
      submitLabel="Save slot"
      loadingLabel="Saving..."
      onClose={onClose}
    >
      {slots.error !== undefined ? (
        <LoadError
          error={slots.error}
          fallback="Failed to load delivery slots."
          onRetry={slots.reload}
        />
      ) : !slots.data ? (
        <Spinner label="Loading delivery slots..." showLabel />
      ) : (
        <DeliverySlotGrid
          slots={slots.data.slots}
          selectedId={chosen}
          onSelect={(slot) => setChosen(slot.id)}
          freeFrom={slots.data.rules.freeDeliveryThreshold}
          subtotal={order.totalAmount}
        />
      )}
    </FormDialog>
  );
}
