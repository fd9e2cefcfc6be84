import { DateTime } from 'luxon';
import type { OpeningHours } from '@grocery/shared-api';

export interface SlotPlan {
  openingHours: OpeningHours;
  slotMinutes: number;
  feeCents: number;
  peakFeeCents: number;
  peakStart: string;
  peakEnd: string;
  closedDates: string[];
}

export interface PlannedSlot {
  startsAt: Date;
  endsAt: Date;
  feeCents: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The store's calendar day (YYYY-MM-DD) that an instant falls on. */
export const storeDay = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toISODate()!;

export const addDays = (day: string, days: number) =>
  DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate()!;

/** An instant as an ISO string with the store's offset: 2026-12-01T10:00:00-05:00. */
export const storeIso = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toISO({ suppressMilliseconds: true })!;

/** The instant a store day begins (midnight, or the first minute that exists). */
export const dayStart = (day: string, zone: string) =>
  DateTime.fromISO(day, { zone }).startOf('day').toJSDate();

/**
 * A wall-clock time on a store day as an instant; `exists` is false for a time skipped when
 * clocks go forward (the instant is then the same moment on the new clock). A repeated time
 * (clocks going back) is its first pass.
 */
function wallClock(day: string, minutes: number, zone: string) {
  const base = DateTime.fromISO(day, { zone });
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  if (hour === 24) return { at: base.plus({ days: 1 }).startOf('day').toJSDate(), exists: true };
  const time = base.set({ hour, minute });
  return { at: time.toJSDate(), exists: time.hour === hour && time.minute === minute };
}

/**
 * The slots a schedule gives on each of `days` store days from `from`: wall-clock windows of
 * the slot length between opening and closing, so a slot keeps its local times on the days
 * clocks change and a start that does not exist that night is no slot at all.
 */
export function plannedSlots(plan: SlotPlan, zone: string, from: string, days: number) {
  const slots: PlannedSlot[] = [];
  const peak = [minutesOf(plan.peakStart), minutesOf(plan.peakEnd)] as const;
  for (let i = 0; i < days; i++) {
    const day = addDays(from, i);
    if (plan.closedDates.includes(day)) continue;
    const weekday = DateTime.fromISO(day, { zone: 'UTC' }).weekday - 1;
    const hours = plan.openingHours[weekday];
    if (!hours) continue;
    const close = minutesOf(hours.close);
    for (let m = minutesOf(hours.open); m + plan.slotMinutes <= close; m += plan.slotMinutes) {
      const start = wallClock(day, m, zone);
      if (!start.exists) continue;
      const endsAt = wallClock(day, m + plan.slotMinutes, zone).at;
      const fee = m >= peak[0] && m < peak[1] ? plan.peakFeeCents : plan.feeCents;
      slots.push({ startsAt: start.at, endsAt, feeCents: fee });
    }
  }
  return slots;
}
