import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES as M,
  type DeliveryCharge,
  type OrderDeliverySlot,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { deliverySchedule, deliverySlots } from '../../db/schema';
import { ConflictError } from '../errors';
import { UUID_PATTERN } from '../user-lock';
import { readSchedule } from './schedule';
import { cutoffOf } from './slot-json';
import { bookingWindow, ensureSlots, heldCount } from './slot-rows';
import { addDays, dayStart, storeIso } from './slot-times';

export interface OrderDelivery {
  slotId: string;
  charge: DeliveryCharge;
  /** The slot as the order shows it (and its confirmation mail), read with its fee. */
  slot: OrderDeliverySlot;
}

interface SlotTimes {
  id: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  cutoffMinutes: number;
}

const slotJson = (r: SlotTimes): OrderDeliverySlot => ({
  id: r.id,
  start: storeIso(r.startsAt, r.timeZone),
  end: storeIso(r.endsAt, r.timeZone),
  timeZone: r.timeZone,
  changeableUntil: storeIso(cutoffOf(r.startsAt, r.cutoffMinutes), r.timeZone),
});

/** The earliest slot in the booking window that is open and, with limits, has room. */
async function earliestSlot(db: Db, limits: boolean) {
  const schedule = await readSchedule(db);
  await ensureSlots(db, schedule);
  const { last } = bookingWindow(schedule);
  const opensAfter = new Date(Date.now() + schedule.cutoffMinutes * 60_000);
  const [slot] = await db
    .select({
      id: deliverySlots.id,
      feeCents: deliverySlots.feeCents,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
    })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.retired, false),
        gt(deliverySlots.startsAt, opensAfter),
        lt(deliverySlots.startsAt, dayStart(addDays(last, 1), schedule.timeZone)),
        limits
          ? sql`${deliverySlots.booked} + ${heldCount} < ${deliverySlots.capacity}`
          : undefined,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt))
    .limit(1);
  if (!slot) throw new ConflictError(M.noSlotLeft);
  const { timeZone, cutoffMinutes } = schedule;
  return {
    slot: { ...slot, timeZone, cutoffMinutes },
    freeFromCents: schedule.freeDeliveryThresholdCents,
  };
}

/**
 * The slot an order is priced and booked in: the one asked for, or (a client following the
 * spec's payload sends none) the earliest with room. Its fee is the server's, never the
 * client's; whether the place is still there is decided in the order's transaction.
 */
export async function orderDelivery(
  db: Db,
  slotId: string | undefined,
  limits: boolean,
): Promise<OrderDelivery> {
  if (slotId === undefined) {
    const { slot, freeFromCents } = await earliestSlot(db, limits);
    return {
      slotId: slot.id,
      charge: { feeCents: slot.feeCents, freeFromCents },
      slot: slotJson(slot),
    };
  }
  if (!UUID_PATTERN.test(slotId)) throw new ConflictError(M.slotNotFound);
  const [row] = await db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      timeZone: deliverySchedule.timeZone,
      cutoffMinutes: deliverySchedule.cutoffMinutes,
      feeCents: deliverySlots.feeCents,
      freeFromCents: deliverySchedule.freeDeliveryThresholdCents,
    })
    .from(deliverySlots)
    .innerJoin(deliverySchedule, eq(deliverySchedule.id, 1))
    .where(eq(deliverySlots.id, slotId));
  if (!row) throw new ConflictError(M.slotNotFound);
  const { feeCents, freeFromCents } = row;
  return { slotId, charge: { feeCents, freeFromCents }, slot: slotJson(row) };
}

/** The slots of some orders as they show them, in the store's time zone. */
export async function orderSlots(db: Db, ids: string[]): Promise<Map<string, OrderDeliverySlot>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: deliverySlots.id,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      timeZone: deliverySchedule.timeZone,
      cutoffMinutes: deliverySchedule.cutoffMinutes,
    })
    .from(deliverySlots)
    .innerJoin(deliverySchedule, eq(deliverySchedule.id, 1))
    .where(inArray(deliverySlots.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, slotJson(r)]));
}
