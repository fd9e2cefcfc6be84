import { eq, sql } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES as M,
  type AdminDeliverySlot,
  type DeliverySlotOrder,
  type DeliverySlotsQuery,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { UUID_PATTERN } from '../../lib/user-lock';
import { readSchedule } from '../../lib/delivery/schedule';
import { adminSlotJson } from '../../lib/delivery/slot-json';
import { bookingWindow, ensureSlots, slotById, slotsBetween } from '../../lib/delivery/slot-rows';

/** The staff's plan: every slot on the asked days (today and the window by default). */
export async function adminSlots(
  db: Db,
  query: DeliverySlotsQuery,
  limits: boolean,
): Promise<{ slots: AdminDeliverySlot[] }> {
  const schedule = await readSchedule(db);
  await ensureSlots(db, schedule);
  const from = query.from ?? bookingWindow(schedule).today;
  const rows = await slotsBetween(db, schedule, from, query.days ?? schedule.daysAhead);
  return { slots: rows.map((row) => adminSlotJson(row, schedule, limits)) };
}

/** One slot and the orders booked in it (cancelled ones last, for the record). */
export async function slotWithOrders(
  db: Db,
  id: string,
  limits: boolean,
): Promise<{ slot: AdminDeliverySlot; orders: DeliverySlotOrder[] }> {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(M.slotNotFound);
  const [schedule, slot] = await Promise.all([readSchedule(db), slotById(db, id)]);
  if (!slot) throw new NotFoundError(M.slotNotFound);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      status: orders.status,
      itemCount: sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM order_items i
        WHERE i.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.deliverySlotId, id))
    .orderBy(sql`${orders.status} = 'cancelled'`, orders.createdAt);
  return { slot: adminSlotJson(slot, schedule, limits), orders: rows };
}
