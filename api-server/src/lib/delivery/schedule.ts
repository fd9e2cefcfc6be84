import { eq, sql } from 'drizzle-orm';
import {
  fromCents,
  toCents,
  type DeliveryRules,
  type DeliverySchedule,
  type OpeningHours,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { deliverySchedule } from '../../db/schema';
import type { ScheduleRow } from './slot-json';
import type { SlotPlan } from './slot-times';

/** The one schedule row (migration 0015 writes the default). */
export async function readSchedule(db: Db): Promise<ScheduleRow> {
  const [row] = await db.select().from(deliverySchedule).where(eq(deliverySchedule.id, 1));
  if (!row) throw new Error('The delivery schedule row is missing (migration 0015)');
  return row;
}

/** STORE_TIME_ZONE is configuration; the row keeps a copy so queries can render local times. */
export async function syncTimeZone(db: Db, timeZone: string): Promise<void> {
  await db
    .update(deliverySchedule)
    .set({ timeZone })
    .where(sql`${deliverySchedule.id} = 1 AND ${deliverySchedule.timeZone} <> ${timeZone}`);
}

export const planOf = (row: ScheduleRow): SlotPlan => ({
  openingHours: row.openingHours,
  slotMinutes: row.slotMinutes,
  feeCents: row.feeCents,
  peakFeeCents: row.peakFeeCents,
  peakStart: row.peakStart,
  peakEnd: row.peakEnd,
  closedDates: row.closedDates,
});

export const scheduleJson = (row: ScheduleRow): DeliverySchedule => ({
  timeZone: row.timeZone,
  openingHours: row.openingHours,
  slotMinutes: row.slotMinutes === 120 ? 120 : 60,
  daysAhead: row.daysAhead,
  capacity: row.capacity,
  fee: fromCents(row.feeCents),
  peakFee: fromCents(row.peakFeeCents),
  peakStart: row.peakStart,
  peakEnd: row.peakEnd,
  cutoffMinutes: row.cutoffMinutes,
  holdMinutes: row.holdMinutes,
  freeDeliveryThreshold: fromCents(row.freeDeliveryThresholdCents),
  closedDates: row.closedDates,
});

export const rulesJson = (row: ScheduleRow): DeliveryRules => ({
  freeDeliveryThreshold: fromCents(row.freeDeliveryThresholdCents),
  cutoffMinutes: row.cutoffMinutes,
  holdMinutes: row.holdMinutes,
  timeZone: row.timeZone,
  daysAhead: row.daysAhead,
  closedDates: row.closedDates,
  fees: { offPeak: fromCents(row.feeCents), peak: fromCents(row.peakFeeCents) },
});

export const scheduleRowValues = (input: Omit<DeliverySchedule, 'timeZone'>) => ({
  openingHours: input.openingHours as OpeningHours,
  slotMinutes: input.slotMinutes,
  daysAhead: input.daysAhead,
  capacity: input.capacity,
  feeCents: toCents(input.fee),
  peakFeeCents: toCents(input.peakFee),
  peakStart: input.peakStart,
  peakEnd: input.peakEnd,
  cutoffMinutes: input.cutoffMinutes,
  holdMinutes: input.holdMinutes,
  freeDeliveryThresholdCents: toCents(input.freeDeliveryThreshold),
  closedDates: [...new Set(input.closedDates)].sort(),
  updatedAt: new Date(),
});
