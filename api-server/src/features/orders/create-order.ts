import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_METHODS, type Order, type orderCreateSchema } from '@grocery/shared-api';
import { orders, payments } from '../../db/schema';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { releaseUnusedPayment } from '../../lib/payment-ledger';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import { checkLineQuantities } from './order-limits';
import { sendOrderPlacedMail } from './order-mails';
import { type OrderRow, orderJsonWithEvents, toOrder } from './order-json';
import { DuplicateOrder, placeOrder } from './place-order';
import { type PricedLine, mergeLines, priceLines, totalsOf } from './price-lines';

type CreateInput = z.output<typeof orderCreateSchema>;
type PaymentRow = typeof payments.$inferSelect;

const money = (cents: number) => (cents / 100).toFixed(2);

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

/** The answer to a new order, built from what was written (no second read). */
function placedJson(row: OrderRow, lines: PricedLine[], payment: PaymentRow | null): Order {
  const items = lines
    .map((l) => ({ ...l, id: '', orderId: row.id }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
  const card = payment && { id: payment.id, brand: payment.cardBrand, last4: payment.cardLast4 };
  const event = { status: row.status, note: 'Order placed', actorName: row.customerName };
  return {
    ...toOrder(row, items, card),
    events: [{ ...event, createdAt: row.createdAt.toISOString() }],
  };
}

/**
 * Places an order priced by the server. The same client order id answers the order it made
 * (created: false), also for a request racing the first: a retry fails to insert (or finds its
 * payment used) and then finds the order. When the order cannot be made after
 * the shopper paid, the payment is voided or refunded and the message says so.
 */
export async function createOrder(
  deps: OrderDeps,
  userId: string,
  input: CreateInput,
): Promise<{ order: Order; created: boolean }> {
  try {
    const lines = await priceLines(deps.db, mergeLines(input.items));
    checkLineQuantities(deps, lines);
    const totals = totalsOf(lines, deps.pricing);
    const payment = await checkPayment(deps, userId, input, totals.totalCents);
    const order = await placeOrder(deps, {
      userId,
      clientOrderId: input.orderId,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress ?? null,
      paymentMethod: input.paymentMethod,
      lines,
      totals,
      payment,
    });
    await sendOrderPlacedMail(deps, order, lines);
    return { order: placedJson(order, lines, payment), created: true };
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
