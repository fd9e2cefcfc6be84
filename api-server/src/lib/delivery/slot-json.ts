import { fromCents, type AdminDeliverySlot, type DeliverySlot } from '@grocery/shared-api';
import type { deliverySchedule, deliverySlots } from '../../db/schema';
import { storeIso } from './slot-times';

export type ScheduleRow = typeof deliverySchedule.$inferSelect;
export type SlotRow = typeof deliverySlots.$inferSelect;

/** A slot stops taking bookings and changes this long before it starts. */
export const cutoffOf = (startsAt: Date, cutoffMinutes: number) =>
  new Date(startsAt.getTime() - cutoffMinutes * 60_000);

export const isClosed = (slot: SlotRow, cutoffMinutes: number, now = new Date()) =>
  slot.retired || now >= cutoffOf(slot.startsAt, cutoffMinutes);

/**
 * What shoppers see of a slot: places left after orders and live holds, and its status.
 * Without capacity limits (DELIVERY_CAPACITY=0) no slot is ever full.
 */
export function slotJson(
  slot: SlotRow & { held: number },
  schedule: ScheduleRow,
  limits: boolean,
  now = new Date(),
): DeliverySlot {
  const remaining = Math.max(slot.capacity - slot.booked - slot.held, 0);
  const few = remaining * 5 <= slot.capacity;
  const status = isClosed(slot, schedule.cutoffMinutes, now)
    ? 'closed'
    : !limits
      ? 'available'
      : remaining === 0
        ? 'full'
        : few
          ? 'few left'
          : 'available';
  return {
    id: slot.id,
    start: storeIso(slot.startsAt, schedule.timeZone),
    end: storeIso(slot.endsAt, schedule.timeZone),
    fee: fromCents(slot.feeCents),
    capacity: slot.capacity,
    remaining,
    status,
  };
}

export const adminSlotJson = (
  slot: SlotRow & { held: number },
  schedule: ScheduleRow,
  limits: boolean,
): AdminDeliverySlot => ({
  ...slotJson(slot, schedule, limits),
  booked: slot.booked,
  held: slot.held,
  retired: slot.retired,
});
