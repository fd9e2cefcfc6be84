import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_METHODS, type Order, type orderCreateSchema } from '@grocery/shared-api';
import { orderEvents, orderItems, orders, payments, products, users } from '../../db/schema';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { releaseUnusedPayment } from '../../lib/payment-ledger';
import type { Tx } from '../../lib/user-lock';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import { sendOrderPlacedMail } from './order-mails';
import { type OrderRow, orderJsonWithEvents } from './order-json';
import { type PricedLine, type Totals, mergeLines, priceLines, totalsOf } from './price-lines';
import { bookSale, saleDay } from './sales';

type CreateInput = z.output<typeof orderCreateSchema>;
type PaymentRow = typeof payments.$inferSelect;

const money = (cents: number) => (cents / 100).toFixed(2);

/** Another request with the same client order id got there first. */
class DuplicateOrder extends Error {}

async function existingOrder(deps: OrderDeps, userId: string, clientOrderId: string) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.clientOrderId, clientOrderId)));
  return row;
}

/** Card and UPI orders need this user's successful, unused payment of exactly the total. */
async function checkPayment(
  deps: OrderDeps,
  userId: string,
  input: CreateInput,
  totalCents: number,
): Promise<PaymentRow | null> {
  const method = PAYMENT_METHODS.find((m) => m.id === input.paymentMethod);
  if (!method) {
    throw new ValidationError(M.unknownMethod, [
      { field: 'paymentMethod', message: M.unknownMethod },
    ]);
  }
  if (method.fields.length === 0) return null;
  if (!input.paymentId) throw new ConflictError(M.paymentRequired);
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.userId, userId)));
  if (!payment) throw new ConflictError(M.paymentMissing);
  if (payment.orderId) throw new ConflictError(M.paymentUsed);
  if (payment.status !== 'authorized' && payment.status !== 'captured') {
    throw new ConflictError(M.paymentNotPaid);
  }
  if (payment.methodId !== method.id) throw new ConflictError(M.paymentMethodMismatch);
  const paid = payment.amountCents - payment.refundedCents;
  if (paid !== totalCents) throw new ConflictError(M.paymentAmount(money(paid), money(totalCents)));
  return payment;
}

/** Conditional decrement, never below zero; when it finds too little, the 409 names the product. */
async function takeStock(tx: Tx, line: PricedLine): Promise<void> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${line.quantity}` })
    .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
    .returning({ id: products.id });
  if (taken) return;
  const [now] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId));
  const left = now?.stock ?? 0;
  throw new ConflictError(
    left > 0 ? M.onlyLeft(left, line.productName) : M.outOfStock(line.productName),
  );
}

/** Marks the payment as this order's (conditional: a racing order cannot take it too), captures. */
async function takePayment(deps: OrderDeps, tx: Tx, payment: PaymentRow, orderId: string) {
  const [taken] = await tx
    .update(payments)
    .set({ status: 'captured', orderId, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, payment.id),
        isNull(payments.orderId),
        inArray(payments.status, ['authorized', 'captured']),
      ),
    )
    .returning({ id: payments.id });
  if (!taken) throw new ConflictError(M.paymentUsed);
  if (payment.status === 'authorized') await deps.provider.capture(payment.id, payment.amountCents);
}

async function insertOrder(
  deps: OrderDeps,
  userId: string,
  input: CreateInput,
  lines: PricedLine[],
  totals: Totals,
  payment: PaymentRow | null,
): Promise<OrderRow> {
  const [customer] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...totals,
        clientOrderId: input.orderId,
        userId,
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress ?? null,
        paymentMethod: input.paymentMethod,
        paymentStatus: payment ? 'paid' : 'pending',
        paymentId: payment?.id ?? null,
        customerName: `${customer!.firstName} ${customer!.lastName ?? ''}`.trim(),
        customerEmail: customer!.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) throw new DuplicateOrder();
    // A fixed order of products: concurrent orders lock the rows they share without deadlock.
    for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      await takeStock(tx, line);
    }
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
    await bookSale(tx, saleDay(order.createdAt), totals.totalCents, lines, 1);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status: 'pending', note: 'Order placed', actorId: userId });
    if (payment) await takePayment(deps, tx, payment, order.id);
    return order;
  });
}

/**
 * Places an order priced by the server. The same client order id answers the order it made
 * (created: false), also for a request racing the first. When the order cannot be made after
 * the shopper paid, the payment is voided or refunded and the message says so.
 */
export async function createOrder(
  deps: OrderDeps,
  userId: string,
  input: CreateInput,
): Promise<{ order: Order; created: boolean }> {
  const known = await existingOrder(deps, userId, input.orderId);
  if (known) return { order: await orderJsonWithEvents(deps.db, known), created: false };
  try {
    const lines = await priceLines(deps.db, mergeLines(input.items));
    const totals = totalsOf(lines, deps.shippingFlatCents, deps.taxRatePercent);
    const payment = await checkPayment(deps, userId, input, totals.totalCents);
    const order = await insertOrder(deps, userId, input, lines, totals, payment);
    await sendOrderPlacedMail(deps, order, lines);
    return { order: await orderJsonWithEvents(deps.db, order), created: true };
  } catch (err) {
    const raced = await existingOrder(deps, userId, input.orderId);
    if (raced) return { order: await orderJsonWithEvents(deps.db, raced), created: false };
    if (err instanceof DuplicateOrder) throw new ConflictError(M.alreadyPlaced);
    const paymentId = input.paymentId;
    const released =
      paymentId !== undefined &&
      (await releaseUnusedPayment(deps.db, deps.provider, userId, paymentId));
    if (released && err instanceof AppError) {
      const stop = /[.!?]$/.test(err.message) ? ' ' : '. ';
      throw new AppError(err.statusCode, `${err.message}${stop}${M.refunded}`, err.errors);
    }
    throw err;
  }
}
