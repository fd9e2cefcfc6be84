import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CANCELLABLE_STATUSES,
  fromCents,
  type LinePick,
  type Order,
  type OrderEvent,
  type OrderDeliverySlot,
  type OrderItem,
  type PaymentStatus,
  type ShippingAddress,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orderSlots } from '../../lib/delivery/order-slot';
import { orderEvents, orderItems, orders, payments, products, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
type ItemColumns = typeof orderItems.$inferSelect;
/** A line with the name of the product the shopper chose as its substitute ('specific'). */
export type ItemRow = ItemColumns & { substitutionProductName: string | null };
type PaymentRow = typeof payments.$inferSelect;

function toPick(row: ItemRow): LinePick | null {
  if (!row.pickOutcome) return null;
  const substitute =
    row.pickOutcome === 'substituted' && row.substituteProductId
      ? {
          productId: row.substituteProductId,
          name: row.substituteName ?? '',
          unitPrice: fromCents(row.substituteUnitPriceCents ?? 0),
          quantity: row.substituteQuantity ?? 0,
        }
      : null;
  return {
    outcome: row.pickOutcome,
    quantity: row.pickOutcome === 'picked' ? (row.pickedQuantity ?? 0) : 0,
    substitute,
    lineTotal: row.rejected ? 0 : fromCents(row.finalLineCents ?? 0),
    rejected: row.rejected,
  };
}

export function toItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productPrice: fromCents(row.unitPriceCents),
    quantity: row.quantity,
    unit: row.unit,
    soldBy: row.soldBy,
    weightUnit: row.weightUnit,
    imageUrl: row.imageUrl,
    lineTotal: fromCents(row.lineTotalCents),
    estimated: row.soldBy === 'weight',
    substitution: {
      preference: row.substitutionPreference,
      productId: row.substitutionProductId,
      productName: row.substitutionProductName,
    },
    pick: toPick(row),
  };
}

/** A payment as shoppers read it: a capture partly given back is partially refunded. */
export function paymentStatusOf(row: PaymentRow): PaymentStatus {
  switch (row.status) {
    case 'captured':
      return row.refundedCents > 0 ? 'partially_refunded' : 'paid';
    case 'authorized':
    case 'refunded':
    case 'voided':
    case 'failed':
      return row.status;
    default:
      return 'pending';
  }
}

function paymentJson(row: PaymentRow): NonNullable<Order['payment']> {
  const taken = row.status === 'captured' || row.status === 'refunded';
  return {
    id: row.id,
    brand: row.cardBrand,
    last4: row.cardLast4,
    status: paymentStatusOf(row),
    authorizedAmount: fromCents(row.authorizedCents ?? row.amountCents),
    capturedAmount: taken ? fromCents(row.amountCents) : 0,
    refundedAmount: fromCents(row.refundedCents),
  };
}

const OPEN_FOR_SUBSTITUTIONS = new Set(['pending', 'confirmed']);

export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  payment: PaymentRow | null,
  deliverySlot: OrderDeliverySlot | null,
): Order {
  const packed = row.finalTotalCents !== null;
  const codDue = !payment && row.paymentStatus === 'pending' && row.status !== 'cancelled';
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
    paymentStatus: payment ? paymentStatusOf(payment) : row.paymentStatus,
    payment: payment && paymentJson(payment),
    estimatedAmount: fromCents(row.totalCents),
    authorizedAmount: payment ? fromCents(payment.authorizedCents ?? payment.amountCents) : null,
    finalAmountPicked: packed ? fromCents(row.finalTotalCents!) : null,
    finalTotals: packed
      ? {
          totalAmount: fromCents(row.finalSubtotalCents!),
          discountAmount: fromCents(row.finalDiscountCents!),
          shippingAmount: fromCents(row.finalShippingCents!),
          taxAmount: fromCents(row.finalTaxCents!),
          finalAmount: fromCents(row.finalTotalCents!),
        }
      : null,
    amountDue: codDue ? fromCents(row.chargedCents ?? row.totalCents) : 0,
    pickingStatus: row.pickingStatus,
    substitutionDefault: row.substitutionDefault,
    canChangeSubstitutions:
      row.pickingStatus === 'not_started' && OPEN_FOR_SUBSTITUTIONS.has(row.status),
    customer: { id: row.userId, name: row.customerName, email: row.customerEmail },
    cancelReason: row.cancelReason,
    canCancel: CANCELLABLE_STATUSES.includes(row.status),
    deliverySlot,
  };
}

const chosen = alias(products, 'chosen');

/** The lines of `orderIds` with their chosen substitutes' names, by name. */
export function orderLines(db: Db, orderIds: string[]): Promise<ItemRow[]> {
  return db
    .select({ ...getTableColumns(orderItems), substitutionProductName: chosen.name })
    .from(orderItems)
    .leftJoin(chosen, eq(chosen.id, orderItems.substitutionProductId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}

/** Orders as JSON with their lines and card, in the order given: three queries per page. */
export async function ordersJson(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const paymentIds = rows.flatMap((r) => (r.paymentId ? [r.paymentId] : []));
  const slotIds = rows.flatMap((r) => (r.deliverySlotId ? [r.deliverySlotId] : []));
  const [items, cards, slots] = await Promise.all([
    orderLines(db, ids),
    paymentIds.length
      ? db.select().from(payments).where(inArray(payments.id, paymentIds))
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
