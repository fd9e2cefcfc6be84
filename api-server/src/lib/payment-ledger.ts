import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromCents, type PaymentResult } from '@grocery/shared-api';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { PaymentProvider } from './payment-provider';
import type { Tx } from './user-lock';

export type PaymentRow = typeof payments.$inferSelect;

export function toPaymentResult(row: PaymentRow): PaymentResult {
  return {
    paymentId: row.id,
    // Only cash on delivery answers while pending; a card's pending row is at the gateway.
    status: row.status === 'pending' && row.provider !== 'none' ? 'authorized' : row.status,
    amount: fromCents(row.amountCents),
    currency: 'USD',
    methodId: row.methodId,
    brand: row.cardBrand,
    last4: row.cardLast4,
    failureCode: row.failureCode,
    message: row.failureMessage,
  };
}

/**
 * Gives back the money of a payment no order uses (the order could not be made after the
 * shopper paid): an authorization is voided, a capture refunded. Conditional on the payment
 * still being unused, so it never touches a payment that paid an order. True when released.
 */
export async function releaseUnusedPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  paymentId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.userId, userId),
          isNull(payments.orderId),
          inArray(payments.status, ['authorized', 'captured']),
        ),
      )
      .for('update');
    if (!row) return false;
    if (row.status === 'authorized') {
      await provider.void(row.id);
      await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: new Date() })
        .where(eq(payments.id, row.id));
    } else {
      await refundInTx(tx, provider, row, row.amountCents - row.refundedCents);
    }
    return true;
  });
}

/**
 * Refunds `amountCents` of a captured payment inside the caller's transaction (the provider is
 * called last, so a failed refund rolls the whole change back). Fully refunded -> 'refunded'.
 */
export async function refundInTx(
  tx: Tx,
  provider: PaymentProvider,
  row: PaymentRow,
  amountCents: number,
): Promise<PaymentRow> {
  const refunded = row.refundedCents + amountCents;
  const [updated] = await tx
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${amountCents}`,
      status: refunded >= row.amountCents ? 'refunded' : row.status,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id))
    .returning();
  await provider.refund(row.id, amountCents);
  return updated!;
}

/**
 * Makes a payment take exactly `chargeCents` (at most what it holds) inside the caller's
 * transaction: an authorisation is captured for that much and the rest of the hold released
 * (voided when nothing is charged); a capture refunds what it took beyond it.
 */
export async function settleInTx(
  tx: Tx,
  provider: PaymentProvider,
  paymentId: string,
  chargeCents: number,
): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!row) throw new Error(`payment ${paymentId} is missing`);
  if (row.status === 'authorized') {
    const captured = Math.min(chargeCents, row.amountCents);
    const [updated] = await tx
      .update(payments)
      .set(
        captured > 0
          ? { status: 'captured', amountCents: captured, updatedAt: new Date() }
          : { status: 'voided', updatedAt: new Date() },
      )
      .where(eq(payments.id, row.id))
      .returning();
    if (captured > 0) await provider.capture(row.id, captured);
    else await provider.void(row.id);
    return updated!;
  }
  const excess = row.amountCents - row.refundedCents - chargeCents;
  if (row.status !== 'captured' || excess <= 0) return row;
  return refundInTx(tx, provider, row, excess);
}
