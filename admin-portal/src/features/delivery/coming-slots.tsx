import { Link } from 'react-router-dom';
import { slotDate, slotDay, slotTime, type AdminDeliverySlot } from '@grocery/shared-api';
import { Badge, Tabs } from '@grocery/shared-ui';

const TONE = {
  available: 'success',
  'few left': 'warning',
  full: 'danger',
  closed: 'neutral',
} as const;

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function DaySlots({ slots }: { slots: AdminDeliverySlot[] }) {
  return (
    <ul className="ap-delivery__slots">
      {slots.map((slot) => (
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
              {slot.retired ? 'Retired' : slot.status[0]!.toUpperCase() + slot.status.slice(1)}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The coming slots one day at a time (a phone would otherwise scroll through every slot of
 * every day): a day strip with each day's orders booked, then that day's slots against
 * capacity, each linking to its orders. Opens on the first day, today's deliveries.
 */
export function ComingSlots({ slots }: { slots: AdminDeliverySlot[] }) {
  const days = [...new Set(slots.map((s) => slotDay(s.start)))];
  if (days.length === 0) return <p className="ap-muted">No delivery slots in the coming days.</p>;
  const tabs = days.map((day) => {
    const daySlots = slots.filter((s) => slotDay(s.start) === day);
    const booked = daySlots.reduce((sum, s) => sum + s.booked, 0);
    return {
      id: day,
      label: (
        <span className="ap-delivery__day-tab">
          <span>{slotDate(daySlots[0]!.start)}</span>
          <span className="ap-delivery__day-note">{orders(booked)}</span>
        </span>
      ),
      content: <DaySlots slots={daySlots} />,
    };
  });
  return <Tabs className="ap-delivery__days" label="Delivery day" tabs={tabs} />;
}
