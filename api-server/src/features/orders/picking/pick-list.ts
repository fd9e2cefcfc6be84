import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PickList, PickListAisle, PickListQuery } from '@grocery/shared-api';
import type { Db } from '../../../db/client';
import { categories, deliverySlots, orderItems, orders, products } from '../../../db/schema';
import { orderSlots } from '../../../lib/delivery/order-slot';
import { readSchedule } from '../../../lib/delivery/schedule';
import { addDays, dayStart } from '../../../lib/delivery/slot-times';
import { type ItemRow, orderLines, toItem } from '../order-json';

/** A day's or a slot's orders still to pick, and those packed (for the record). */
const LISTED = ['pending', 'confirmed', 'processing'] as const;
/** A slot holds at most its capacity; a day's list is capped to stay one answer. */
const MOST_ORDERS = 500;
const OTHER_AISLE = 'Other';

async function slotsOf(db: Db, query: PickListQuery) {
  if (query.slotId) return eq(orders.deliverySlotId, query.slotId);
  const { timeZone } = await readSchedule(db);
  const day = query.date!;
  const ids = db
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(
      and(
        gte(deliverySlots.startsAt, dayStart(day, timeZone)),
        lt(deliverySlots.startsAt, dayStart(addDays(day, 1), timeZone)),
      ),
    );
  return inArray(orders.deliverySlotId, ids);
}

/**
 * GET /picking: the orders of a delivery slot or a day, and all their lines grouped by aisle
 * (the product's category, by name), so a picker walks each aisle once.
 */
export async function pickList(db: Db, query: PickListQuery): Promise<PickList> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(await slotsOf(db, query), inArray(orders.status, [...LISTED])))
    .orderBy(asc(orders.createdAt))
    .limit(MOST_ORDERS);
  if (!rows.length) return { orders: [], aisles: [] };
  const ids = rows.map((r) => r.id);
  const [lines, aisleOf, slots] = await Promise.all([
    orderLines(db, ids),
    db
      .select({
        itemId: orderItems.id,
        aisle: sql<string>`coalesce(${categories.name}, ${OTHER_AISLE})`,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(orderItems.orderId, ids)),
    orderSlots(
      db,
      rows.flatMap((r) => (r.deliverySlotId ? [r.deliverySlotId] : [])),
    ),
  ]);
  const aisleByItem = new Map(aisleOf.map((a) => [a.itemId, a.aisle]));
  const numberOf = new Map(rows.map((r) => [r.id, r.orderNumber]));
  const count = new Map<string, number>();
  const aisles = new Map<string, PickListAisle>();
  for (const line of lines) {
    count.set(line.orderId, (count.get(line.orderId) ?? 0) + 1);
    const category = aisleByItem.get(line.id) ?? OTHER_AISLE;
    const aisle = aisles.get(category) ?? { category, lines: [] };
    aisle.lines.push(listLine(line, numberOf.get(line.orderId)!));
    aisles.set(category, aisle);
  }
  return {
    orders: rows.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      customerName: r.customerName,
      status: r.status,
      deliverySlot: (r.deliverySlotId && slots.get(r.deliverySlotId)) || null,
      pickingStatus: r.pickingStatus,
      itemCount: count.get(r.id) ?? 0,
    })),
    aisles: [...aisles.values()].sort((a, b) => a.category.localeCompare(b.category)),
  };
}

function listLine(row: ItemRow, orderNumber: string) {
  const item = toItem(row);
  return {
    orderId: row.orderId,
    orderNumber,
    itemId: row.id,
    productId: row.productId,
    name: row.productName,
    quantity: row.quantity,
    unit: row.unit,
    soldBy: row.soldBy,
    weightUnit: row.weightUnit,
    substitution: item.substitution,
    pick: item.pick,
  };
}
