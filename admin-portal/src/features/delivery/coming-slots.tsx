import { Link } from 'react-router-dom';
import { slotDate, slotDay, slotTime, type AdminDeliverySlot } from '@grocery/shared-api';
import { Badge } from '@grocery/shared-ui';

const TONE = {
  available: 'success',
  'few left': 'warning',
  full: 'danger',
  closed: 'neutral',
} as const;

/** The coming slots day by day: orders booked against capacity, each linking to its orders. */
export function ComingSlots({ slots }: { slots: AdminDeliverySlot[] }) {
  const days = [...new Set(slots.map((s) => slotDay(s.start)))];
  if (days.length === 0) return <p className="ap-muted">No delivery slots in the coming days.</p>;
  return (
    <div className="ap-delivery__days">
      {days.map((day) => {
        const daySlots = slots.filter((s) => slotDay(s.start) === day);
        const booked = daySlots.reduce((sum, s) => sum + s.booked, 0);
        return (
          <section key={day} className="ap-delivery__plan" aria-labelledby={`plan-${day}`}>
            <h3 id={`plan-${day}`}>
              {slotDate(daySlots[0]!.start)}{' '}
              <span className="ap-muted">
                {booked} {booked === 1 ? 'order' : 'orders'}
              </span>
            </h3>
            <ul className="ap-delivery__slots">
              {daySlots.map((slot) => (
                <li key={slot.id}>
                  <Link to={`/admin/delivery/${slot.id}`} className="ap-delivery__slot">
                    <span className="ap-delivery__time">
                      {slotTime(slot.start)}–{slotTime(slot.end)}
                    </span>
                    <span>
                      {slot.booked} / {slot.capacity} booked
                      {slot.held > 0 && `, ${slot.held} held`}
                    </span>
                    <Badge variant={TONE[slot.status]}>
                      {slot.retired
                        ? 'Retired'
                        : slot.status[0]!.toUpperCase() + slot.status.slice(1)}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
