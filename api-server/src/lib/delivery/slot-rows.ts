import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliverySlots } from '../../db/schema';
import type { ScheduleRow, SlotRow } from './slot-json';
import { addDays, dayStart, plannedSlots, storeDay } from './slot-times';
import { planOf } from './schedule';

/** Live holds on a slot: places kept for shoppers who are paying. */
export const heldCount = sql<number>`(SELECT count(*)::int FROM delivery_holds h
  WHERE h.slot_id = "delivery_slots"."id" AND h.expires_at > now())`;

/** The store days shoppers may book: today and the next daysAhead - 1. */
export function bookingWindow(schedule: ScheduleRow, now = new Date()) {
  const today = storeDay(now, schedule.timeZone);
  return { today, last: addDays(today, schedule.daysAhead - 1) };
}

const ensured = new WeakMap<Db, string>();

/**
 * Writes the booking window's slots that are not rows yet (insert-if-missing, so replicas
 * racing here agree). Done once per schedule version and store day per process: reads after
 * that are plain selects.
 */
export async function ensureSlots(db: Db, schedule: ScheduleRow, now = new Date()) {
  const { today } = bookingWindow(schedule, now);
  const key = `${schedule.updatedAt.getTime()}|${schedule.timeZone}|${today}`;
  if (ensured.get(db) === key) return;
  const planned = plannedSlots(planOf(schedule), schedule.timeZone, today, schedule.daysAhead);
  if (planned.length) {
    await db
      .insert(deliverySlots)
      .values(planned.map((p) => ({ ...p, capacity: schedule.capacity })))
      .onConflictDoNothing();
  }
  ensured.set(db, key);
}

/** Slots starting on the store days [from, from + days), holds counted. */
export async function slotsBetween(
  db: Db,
  schedule: ScheduleRow,
  from: string,
  days: number,
  extra?: SQL,
): Promise<(SlotRow & { held: number })[]> {
  const zone = schedule.timeZone;
  return db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      feeCents: deliverySlots.feeCents,
      capacity: deliverySlots.capacity,
      booked: deliverySlots.booked,
      retired: deliverySlots.retired,
      held: heldCount,
    })
    .from(deliverySlots)
    .where(
      and(
        gte(deliverySlots.startsAt, dayStart(from, zone)),
        lt(deliverySlots.startsAt, dayStart(addDays(from, days), zone)),
        extra,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt));
}

export async function slotById(db: Db, id: string) {
  const [row] = await db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      feeCents: deliverySlots.feeCents,
      capacity: deliverySlots.capacity,
      booked: deliverySlots.booked,
      retired: deliverySlots.retired,
      held: heldCount,
    })
    .from(deliverySlots)
    .where(eq(deliverySlots.id, id));
  return row;
}
