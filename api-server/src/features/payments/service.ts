import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type PaymentResult,
  type paymentCaptureSchema,
  type paymentRefundSchema,
  toCents,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { type PaymentRow, refundInTx, toPaymentResult } from '../../lib/payment-ledger';
import type { PaymentProvider } from '../../lib/payment-provider';
import type { Tx } from '../../lib/user-lock';
import { UUID_PATTERN } from '../../lib/user-lock';

export const PAYMENT_MESSAGES_SERVER = {
  notFound: 'Payment not found',
  notCapturable: 'Only an authorized payment can be captured',
  captureTooLarge: 'The capture is larger than the authorized amount',
  notRefundable: 'Only a captured payment can be refunded',
  refundTooLarge: 'The refund is larger than what is left of the payment',
  paysOrder: 'This payment paid an order: cancel the order to get your money back',
  captured: 'Payment captured',
  refunded: 'Payment refunded',
} as const;
const M = PAYMENT_MESSAGES_SERVER;

/** The caller's own payment (an admin's: any), locked for the change; others are 404. */
async function lockedPayment(tx: Tx, id: string, auth: AuthContext): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) {
    throw new NotFoundError(M.notFound);
  }
  return row;
}

export async function paymentStatus(db: Db, id: string, auth: AuthContext): Promise<PaymentResult> {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(M.notFound);
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) {
    throw new NotFoundError(M.notFound);
  }
  return toPaymentResult(row);
}

/** Captures an authorization (all of it, or less); capturing a captured payment answers it. */
export async function capturePayment(
  db: Db,
  provider: PaymentProvider,
  auth: AuthContext,
  input: z.output<typeof paymentCaptureSchema>,
): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const row = await lockedPayment(tx, input.intentId, auth);
    if (row.status === 'captured') return toPaymentResult(row);
    if (row.status !== 'authorized') throw new ConflictError(M.notCapturable);
    const amountCents = input.amount === undefined ? row.amountCents : toCents(input.amount);
    if (amountCents > row.amountCents) throw new ConflictError(M.captureTooLarge);
    const [updated] = await tx
      .update(payments)
      .set({ status: 'captured', amountCents, updatedAt: new Date() })
      .where(eq(payments.id, row.id))
      .returning();
    await provider.capture(row.id, amountCents);
    return toPaymentResult(updated!);
  });
}

/**
 * Refunds a captured payment (an authorization is voided instead). A shopper's payment that
 * paid an order is refunded by cancelling the order; an admin may refund it, and the order's
 * payment status follows when nothing is left.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  auth: AuthContext,
  input: z.output<typeof paymentRefundSchema>,
): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const row = await lockedPayment(tx, input.paymentId, auth);
    if (row.orderId && auth.role !== 'admin') throw new ConflictError(M.paysOrder);
    if (row.status === 'authorized' && input.amount === undefined) {
      const [voided] = await tx
        .update(payments)
        .set({ status: 'voided', updatedAt: new Date() })
        .where(eq(payments.id, row.id))
        .returning();
      await provider.void(row.id);
      return toPaymentResult(voided!);
    }
    if (row.status !== 'captured') throw new ConflictError(M.notRefundable);
    const left = row.amountCents - row.refundedCents;
    const amountCents = input.amount === undefined ? left : toCents(input.amount);
    if (amountCents > left) throw new ConflictError(M.refundTooLarge);
    const updated = await refundInTx(tx, provider, row, amountCents);
    if (updated.status === 'refunded' && row.orderId) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: new Date() })
        .where(eq(orders.id, row.orderId));
    }
    return toPaymentResult(updated);
  });
}
