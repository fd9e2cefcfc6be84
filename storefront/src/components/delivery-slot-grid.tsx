import './delivery-slot-grid.css';
import { useId, useState } from 'react';
import { slotDate, slotDay, slotTime, type DeliverySlot } from '@grocery/shared-api';
import { Tabs, formatMoney } from '@grocery/shared-ui';

export interface DeliverySlotGridProps {
  slots: DeliverySlot[];
  selectedId: string | null;
  onSelect: (slot: DeliverySlot) => void;
  /** Subtotal (dollars) from which the fee is waived, so each slot shows what it will cost. */
  freeFrom: number;
  subtotal: number;
  /** While a choice is being held, the radios wait. */
  busy?: boolean;
}

const STATUS_TEXT: Record<DeliverySlot['status'], string> = {
  available: 'Available',
  'few left': 'Few left',
  full: 'Full',
  closed: 'Closed',
};

function feeText(slot: DeliverySlot, free: boolean) {
  if (slot.fee === 0 || free) return 'Free';
  return formatMoney(slot.fee);
}

const isBookable = (slot: DeliverySlot) =>
  slot.status === 'available' || slot.status === 'few left';

/**
 * Days as tabs, each day's slots as a radio group: arrows move between days and between slots,
 * a screen reader hears time, fee and availability, and full or closed slots stay visible
 * but cannot be chosen. Times are the store's (read from the slots' own offsets).
 */
export function DeliverySlotGrid({
  slots,
  selectedId,
  onSelect,
  freeFrom,
  subtotal,
  busy,
}: DeliverySlotGridProps) {
  const name = useId();
  const days = [...new Set(slots.map((s) => slotDay(s.start)))];
  const selected = slots.find((s) => s.id === selectedId);
  // Opens on the chosen slot's day, else the first day a slot can still be booked: late in the
  // evening today is all closed, and the shopper should not have to find tomorrow themselves.
  const [day, setDay] = useState(() => {
    const first = selected ?? slots.find(isBookable) ?? slots[0];
    return first && slotDay(first.start);
  });
  const free = subtotal >= freeFrom;
  if (days.length === 0) {
    return <p className="sf-slots__empty">No delivery slots are open in the coming days.</p>;
  }
  const tabs = days.map((d) => {
    const daySlots = slots.filter((s) => slotDay(s.start) === d);
    const open = daySlots.filter(isBookable);
    const none = daySlots.some((s) => s.status === 'full') ? 'Full' : 'Closed';
    return {
      id: d,
      label: (
        <span className="sf-slots__day">
          <span>{slotDate(daySlots[0]!.start)}</span>
          <span className="sf-slots__day-note">{open.length ? `${open.length} open` : none}</span>
        </span>
      ),
      content: (
        <fieldset className="sf-slots__group" disabled={busy}>
          <legend className="gs-sr-only">Delivery times on {slotDate(daySlots[0]!.start)}</legend>
          <ul className="sf-slots__grid">
            {daySlots.map((slot) => {
              const bookable = isBookable(slot);
              const time = `${slotTime(slot.start)}–${slotTime(slot.end)}`;
              const fee = feeText(slot, free);
              const status = STATUS_TEXT[slot.status];
              return (
                <li key={slot.id}>
                  <label className="sf-slot" data-status={slot.status}>
                    <input
                      type="radio"
                      name={name}
                      value={slot.id}
                      checked={slot.id === selectedId}
                      disabled={!bookable}
                      aria-label={`${time}, ${fee === 'Free' ? 'free delivery' : fee}, ${status}`}
                      onChange={() => onSelect(slot)}
                    />
                    <span className="sf-slot__time">{time}</span>
                    <span className="sf-slot__fee">{fee}</span>
                    <span className="sf-slot__status">{status}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ),
    };
  });
  return (
    <Tabs
      className="sf-slots"
      label="Delivery day"
      tabs={tabs}
      value={day}
      onValueChange={setDay}
    />
  );
}
