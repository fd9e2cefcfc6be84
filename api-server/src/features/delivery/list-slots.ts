import { and, eq, gt } from 'drizzle-orm';
import type { DeliverySlotsAnswer, DeliverySlotsQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { deliverySlots } from '../../db/schema';
import { rulesJson, readSchedule } from '../../lib/delivery/schedule';
import { slotJson } from '../../lib/delivery/slot-json';
import { bookingWindow, ensureSlots, slotsBetween } from '../../lib/delivery/slot-rows';
import { addDays } from '../../lib/delivery/slot-times';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * GET /delivery/slots: the bookable slots on the asked days, clipped to the booking window
 * (today to daysAhead), with the rules checkout prices and holds by.
 */
export async function listSlots(
  db: Db,
  query: DeliverySlotsQuery,
  limits: boolean,
): Promise<DeliverySlotsAnswer> {
  const schedule = await readSchedule(db);
  await ensureSlots(db, schedule);
  const { today, last } = bookingWindow(schedule);
  const from = query.from && query.from > today ? query.from : today;
  const end = addDays(query.from ?? today, query.days ?? schedule.daysAhead);
  const days = Math.min(daysBetween(from, end), daysBetween(from, last) + 1);
  const now = new Date();
  // Slots already under way are of no use to a shopper; those past their cut-off show closed.
  const bookable = and(eq(deliverySlots.retired, false), gt(deliverySlots.startsAt, now));
  const rows = days > 0 ? await slotsBetween(db, schedule, from, days, bookable) : [];
  return {
    slots: rows.map((row) => slotJson(row, schedule, limits, now)),
    rules: rulesJson(schedule),
  };
}
