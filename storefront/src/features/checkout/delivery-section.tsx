import { Clock } from 'lucide-react';
import { slotLabel } from '@grocery/shared-api';
import { Alert, LoadError, Spinner } from '@grocery/shared-ui';
import { DeliverySlotGrid } from '../../components/delivery-slot-grid';
import type { DeliverySlotState } from './use-delivery-slot';

/** "10:42" in the store's time zone. */
const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** Checkout's delivery slot card: the picker, and the hold that keeps the chosen place. */
export function DeliverySection({
  delivery,
  subtotal,
}: {
  delivery: DeliverySlotState;
  subtotal: number;
}) {
  const { answer, slot, hold, holding, error } = delivery;
  const rules = answer.data?.rules;
  return (
    <section
      className="gs-card gs-card--pad-md sf-checkout__card"
      aria-labelledby="checkout-delivery"
    >
      <h2 id="checkout-delivery" className="sf-checkout__title">
        Delivery Slot
      </h2>
      {answer.error !== undefined ? (
        <LoadError
          error={answer.error}
          fallback="Failed to load delivery slots."
          onRetry={answer.reload}
        />
      ) : !answer.data || !rules ? (
        <Spinner label="Loading delivery slots..." showLabel />
      ) : (
        <>
          <DeliverySlotGrid
            slots={answer.data.slots}
            selectedId={slot?.id ?? null}
            onSelect={(chosen) => void delivery.choose(chosen)}
            freeFrom={rules.freeDeliveryThreshold}
            subtotal={subtotal}
            busy={holding}
          />
          <p className="sf-checkout__hold" role="status">
            {slot && hold ? (
              <>
                <Clock size={16} aria-hidden="true" />
                <strong>{slotLabel(slot)}</strong>
                <span>Held for you until {clock(hold.expiresAt, rules.timeZone)}</span>
              </>
            ) : holding ? (
              'Holding your slot...'
            ) : null}
          </p>
        </>
      )}
      {error && (
        <Alert tone="danger" title="Delivery slot">
          {error}
        </Alert>
      )}
    </section>
  );
}
