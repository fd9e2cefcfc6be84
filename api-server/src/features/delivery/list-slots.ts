import { and, eq, gt, sql } from 'drizzle-orm';
import type { DeliverySlotsAnswer, DeliverySlotsQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { deliverySlots } from '../../db/schema';
import { rulesJson, readSchedule } from '../../lib/delivery/schedule';
import { cutoffOf, slotJson } from '../../lib/delivery/slot-json';
import { type ComputedSlots, slotListCache } from '../../lib/delivery/slot-list-cache';
import { bookingWindow, ensureSlots, slotsBetween } from '../../lib/delivery/slot-rows';
import { addDays } from '../../lib/delivery/slot-times';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** When the next live hold lapses (its place comes back), if any. */
async function nextHoldLapse(db: Db): Promise<number> {
  const [row] = await rawRows<{ at: string | Date | null }>(
    db,
    sql`SELECT min(expires_at) AS at FROM delivery_holds WHERE expires_at > now()`,
  );
  return row?.at ? new Date(row.at).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * GET /delivery/slots: the bookable slots on the asked days, clipped to the booking window
 * (today to daysAhead), with the rules checkout prices and holds by. Answers are kept briefly
 * (lib/delivery/slot-list-cache.ts): every booking change clears them.
 */
export function listSlots(
  db: Db,
  query: DeliverySlotsQuery,
  limits: boolean,
): Promise<DeliverySlotsAnswer> {
  const key = `${query.from ?? ''}|${query.days ?? ''}`;
  return slotListCache(db).read(key, () => readSlots(db, query, limits));
}

async function readSlots(
  db: Db,
  query: DeliverySlotsQuery,
  limits: boolean,
): Promise<ComputedSlots> {
  const schedule = await readSchedule(db);
  await ensureSlots(db, schedule);
  const { today, last } = bookingWindow(schedule);
  const from = query.from && query.from > today ? query.from : today;
  const end = addDays(query.from ?? today, query.days ?? schedule.daysAhead);
  const days = Math.min(daysBetween(from, end), daysBetween(from, last) + 1);
  const now = new Date();
  // Slots already under way are of no use to a shopper; those past their cut-off show closed.
  const bookable = and(eq(deliverySlots.retired, false), gt(deliverySlots.startsAt, now));
  const [rows, holdLapse] = await Promise.all([
    days > 0 ? slotsBetween(db, schedule, from, days, bookable) : [],
    nextHoldLapse(db),
  ]);
  const cutoffs = rows
    .map((row) => cutoffOf(row.startsAt, schedule.cutoffMinutes).getTime())
    .filter((at) => at > now.getTime());
  return {
    answer: {
      slots: rows.map((row) => slotJson(row, schedule, limits, now)),
      rules: rulesJson(schedule),
    },
    changesAt: Math.min(holdLapse, ...cutoffs),
  };
}
