import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  authorizationCents,
  PAYMENT_METHODS,
  type Order,
  type OrderDeliverySlot,
  type orderCreateSchema,
} from '@grocery/shared-api';
import { orders, payments } from '../../db/schema';
import { orderDelivery } from '../../lib/delivery/order-slot';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { releaseUnusedPayment } from '../../lib/payment-ledger';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import { checkLineQuantities } from './order-limits';
import { orderPlacedMail } from './order-mails';
import { type ItemRow, type OrderRow, orderJsonWithEvents, toOrder } from './order-json';
import { DuplicateOrder, placeOrder } from './place-order';
import { type PricedLine, mergeLines, priceLines, totalsOf } from './price-lines';
import { checkChosenSubstitutes } from './substitutes';

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

/**
 * Card and UPI orders need this user's successful, unused payment of exactly the amount to
 * authorise: the total, plus the margin on weighed lines (authorizationCents).
 */
async function checkPayment(
  deps: OrderDeps,
  userId: string,
  input: CreateInput,
  authorizeCents: number,
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
  if (paid !== authorizeCents) {
    throw new ConflictError(M.paymentAmount(money(paid), money(authorizeCents)));
  }
  return payment;
}

/** A line as written, in the shape the order's lines are read in. */
function placedItem(orderId: string, l: PricedLine, chosenNames: Map<string, string>): ItemRow {
  return {
    ...l,
    orderId,
    substitutionPreference: l.substitution.preference,
    substitutionProductId: l.substitution.productId,
    substitutionProductName: chosenNames.get(l.substitution.productId ?? '') ?? null,
    pickOutcome: null,
    pickedQuantity: null,
    substituteProductId: null,
    substituteName: null,
    substituteUnitPriceCents: null,
    substituteQuantity: null,
    finalLineCents: null,
    finalListCents: null,
    rejected: false,
  };
}

/** The answer to a new order, built from what was written (no second read). */
function placedJson(
  row: OrderRow,
  lines: PricedLine[],
  payment: PaymentRow | null,
  slot: OrderDeliverySlot | null,
  chosenNames: Map<string, string>,
): Order {
  const items = lines
    .map((l) => placedItem(row.id, l, chosenNames))
    .sort((a, b) => a.productName.localeCompare(b.productName) || (a.id < b.id ? -1 : 1));
  const card =
    payment &&
    (row.paymentStatus === 'paid'
      ? { ...payment, status: 'captured' as const, orderId: row.id }
      : { ...payment, orderId: row.id });
  const event = { status: row.status, note: 'Order placed', actorName: row.customerName };
  return {
    ...toOrder(row, items, card, slot),
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
    const lines = await priceLines(deps.db, mergeLines(input.items), input.substitutionDefault);
    checkLineQuantities(deps, lines);
    const chosen = await checkChosenSubstitutes(
      deps.db,
      lines,
      (i) => `items.${i}.substitution.productId`,
    );
    const delivery = await orderDelivery(deps.db, input.deliverySlotId, deps.deliveryLimits);
    const totals = totalsOf(lines, deps.pricing, delivery.charge);
    const authorize = authorizationCents(lines, deps.pricing, delivery.charge);
    const payment = await checkPayment(deps, userId, input, authorize);
    const placed = await placeOrder(deps, {
      userId,
      clientOrderId: input.orderId,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress ?? null,
      paymentMethod: input.paymentMethod,
      lines,
      totals,
      payment,
      deliverySlotId: delivery.slotId,
      substitutionDefault: input.substitutionDefault,
      confirmation: (row) => orderPlacedMail(row, lines, delivery.slot),
    });
    deps.mailer.deliverRecorded(placed.outboxId, placed.mail);
    return { order: placedJson(placed.row, lines, payment, delivery.slot, chosen), created: true };
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
