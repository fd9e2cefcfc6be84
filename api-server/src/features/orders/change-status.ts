import { asc, eq, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  NEXT_ORDER_STATUS,
  type Order,
  type OrderStatus,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, payments, products } from '../../db/schema';
import { freePlace } from '../../lib/delivery/places';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { refundInTx } from '../../lib/payment-ledger';
import { type Tx, UUID_PATTERN } from '../../lib/user-lock';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import { sendOrderShippedMail } from './order-mails';
import { type OrderRow, orderJsonWithEvents } from './order-json';
import { bookSale, saleDay } from './sales';

export const STORE_CANCEL_REASON = 'Cancelled by the store';

/** The order locked for a change: the caller's own, or any for an admin; others 404. */
export async function lockedOrder(tx: Db, id: string, auth: AuthContext): Promise<OrderRow> {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(M.notFound);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) {
    throw new NotFoundError(M.notFound);
  }
  return row;
}

/** Gives the money back: a capture is refunded, an authorization voided. */
async function returnPayment(deps: OrderDeps, tx: Tx, paymentId: string): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (payment?.status === 'captured') {
    await refundInTx(tx, deps.provider, payment, payment.amountCents - payment.refundedCents);
    return true;
  }
  if (payment?.status === 'authorized') {
    await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    await deps.provider.void(paymentId);
    return true;
  }
  return payment?.status === 'refunded';
}

const sqlAdd = (quantity: number) => sql`${products.stock} + ${quantity}`;

/** Stock back, sales figures out, payment refunded, history written: one transaction. */
async function cancelInTx(
  deps: OrderDeps,
  tx: Tx,
  row: OrderRow,
  reason: string,
  actorId: string,
): Promise<void> {
  if (!CANCELLABLE_STATUSES.includes(row.status)) throw new ConflictError(M.notCancellable);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.productId));
  for (const item of items) {
    if (!item.productId) continue;
    await tx
      .update(products)
      .set({ stock: sqlAdd(item.quantity) })
      .where(eq(products.id, item.productId));
  }
  const refunded = row.paymentId ? await returnPayment(deps, tx, row.paymentId) : false;
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      paymentStatus: refunded ? 'refunded' : row.paymentStatus,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, row.id));
  await tx
    .insert(orderEvents)
    .values({ orderId: row.id, status: 'cancelled', note: reason, actorId });
  await freePlace(tx, row.deliverySlotId);
  await bookSale(tx, saleDay(row.createdAt), row.totalCents, items, -1);
}

/** PUT /orders/{id}/cancel: the owner while pending or confirmed, or an admin. */
export async function cancelOrder(
  deps: OrderDeps,
  auth: AuthContext,
  id: string,
  reason: string,
): Promise<Order> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id, auth);
    await cancelInTx(deps, tx, order, reason, auth.userId);
    return order;
  });
  return reloaded(deps, row.id);
}

async function reloaded(deps: OrderDeps, id: string): Promise<Order> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
  return orderJsonWithEvents(deps.db, row!);
}

/**
 * PUT /orders/{id}/status (admins): one step forward along NEXT_ORDER_STATUS, or 'cancelled'
 * where a cancel is allowed (with the cancel's effects). Shipping mails the customer.
 */
export async function changeOrderStatus(
  deps: OrderDeps,
  auth: AuthContext,
  id: string,
  status: OrderStatus,
  note: string | undefined,
): Promise<Order> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id, auth);
    if (status === 'cancelled') {
      await cancelInTx(deps, tx, order, note || STORE_CANCEL_REASON, auth.userId);
      return order;
    }
    if (NEXT_ORDER_STATUS[order.status] !== status) {
      throw new ConflictError(M.badMove(order.status, status));
    }
    // Only packing captures a card held for weighed goods; moving on without it never would.
    if (status === 'processing' && order.paymentStatus === 'authorized') {
      throw new ConflictError(M.packFirst);
    }
    // Cash on delivery is paid at the door: delivering such an order records the payment.
    const collected =
      status === 'delivered' && !order.paymentId && order.paymentStatus === 'pending';
    await tx
      .update(orders)
      .set({
        status,
        updatedAt: new Date(),
        ...(collected ? { paymentStatus: 'paid' as const } : {}),
      })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status, note: note || null, actorId: auth.userId });
    return order;
  });
  if (status === 'shipped') await sendOrderShippedMail(deps, row);
  return reloaded(deps, row.id);
}
