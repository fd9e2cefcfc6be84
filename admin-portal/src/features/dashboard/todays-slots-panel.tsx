import { Link } from 'react-router-dom';
import { listAdminDeliverySlots, slotTime, type AdminDeliverySlot } from '@grocery/shared-api';
import { countOf, LoadError, Skeleton, useAsync } from '@grocery/shared-ui';
import { Panel } from './panel';

const SHOWN = 4;

/** Today's slots still taking orders: past the cut-off, retired or full ones are done for today. */
export function remainingSlots(slots: AdminDeliverySlot[]): AdminDeliverySlot[] {
  return slots.filter((slot) => !slot.retired && slot.status !== 'closed' && slot.remaining > 0);
}

/** How many of today's delivery slots still take orders, and the next few of them. */
export function TodaysSlotsPanel() {
  const slots = useAsync((signal) => listAdminDeliverySlots({ days: 1 }, { signal }), []);
  const left = slots.data && remainingSlots(slots.data);
  return (
    <Panel title="Today's Delivery Slots" href="/admin/delivery">
      {slots.error ? (
        <LoadError
          error={slots.error}
          fallback="Failed to load delivery slots"
          onRetry={slots.reload}
        />
      ) : !left ? (
        <Skeleton className="ap-todays-slots__loading" />
      ) : left.length === 0 ? (
        <p className="ap-muted">No delivery slots left today</p>
      ) : (
        <>
          <p className="ap-todays-slots__count">
            <strong className="ap-count">{countOf(left.length, 'slot')}</strong> left today
          </p>
          <ul className="ap-panel-list">
            {left.slice(0, SHOWN).map((slot) => (
              <li key={slot.id}>
                <Link to={`/admin/delivery/${slot.id}`} className="ap-panel-list__name">
                  {slotTime(slot.start)}–{slotTime(slot.end)}
                </Link>
                <span className="ap-panel-list__meta">
                  {slot.booked} / {slot.capacity} booked · {slot.remaining} left
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
