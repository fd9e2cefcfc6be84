import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  fromCents,
  type Order,
  type OrderEvent,
  type OrderDeliverySlot,
  type OrderItem,
  type ShippingAddress,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orderSlots } from '../../lib/delivery/order-slot';
import { orderEvents, orderItems, orders, payments, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PaymentCard = { id: string; brand: string | null; last4: string | null };

function toItem(row: ItemRow): OrderItem {
  return {
    productId: row.productId,
    productName: row.productName,
    productPrice: fromCents(row.unitPriceCents),
    quantity: row.quantity,
    unit: row.unit,
    imageUrl: row.imageUrl,
    lineTotal: fromCents(row.lineTotalCents),
  };
}

export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  payment: PaymentCard | null,
  deliverySlot: OrderDeliverySlot | null,
): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    clientOrderId: row.clientOrderId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: items.map(toItem),
    totalAmount: fromCents(row.subtotalCents),
    discountAmount: fromCents(row.discountCents),
    shippingAmount: fromCents(row.shippingCents),
    taxAmount: fromCents(row.taxCents),
    finalAmount: fromCents(row.totalCents),
    currency: 'USD',
    shippingAddress: row.shippingAddress as ShippingAddress,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    payment,
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail },
    cancelReason: row.cancelReason,
    canCancel: CANCELLABLE_STATUSES.includes(row.status),
    deliverySlot,
  };
}

/** Orders as JSON with their lines and card, in the order given: three queries per page. */
export async function ordersJson(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const paymentIds = rows.flatMap((r) => (r.paymentId ? [r.paymentId] : []));
  const slotIds = rows.flatMap((r) => (r.deliverySlotId ? [r.deliverySlotId] : []));
  const [items, cards, slots] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    paymentIds.length
      ? db
          .select({ id: payments.id, brand: payments.cardBrand, last4: payments.cardLast4 })
          .from(payments)
          .where(inArray(payments.id, paymentIds))
      : Promise.resolve([]),
    orderSlots(db, slotIds),
  ]);
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return rows.map((row) =>
    toOrder(
      row,
      byOrder.get(row.id) ?? [],
      (row.paymentId && cardById.get(row.paymentId)) || null,
      (row.deliverySlotId && slots.get(row.deliverySlotId)) || null,
    ),
  );
}

/** One order with its status history (oldest first) and who moved it. */
export async function orderJsonWithEvents(db: Db, row: OrderRow): Promise<Order> {
  const [[order], events] = await Promise.all([
    ordersJson(db, [row]),
    db
      .select({
        status: orderEvents.status,
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
        actorName: sql<
          string | null
        >`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return {
    ...order!,
    events: events.map(
      (e): OrderEvent => ({
        ...e,
        status: e.status as OrderEvent['status'],
        createdAt: e.createdAt.toISOString(),
      }),
    ),
  };
}
