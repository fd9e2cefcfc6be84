import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  type PaymentResult,
  type paymentProcessSchema,
  toCents,
  validatePaymentFields,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { type PaymentRow, toPaymentResult } from '../../lib/payment-ledger';
import type { ChargeOutcome, PaymentProvider } from '../../lib/payment-provider';

export const PAYMENT_PROCESS_MESSAGES = {
  unknownMethod: 'Please choose a supported payment method',
  keyReused: 'This payment key was already used for another payment',
  amountChanged: 'This payment was already made for a different amount',
  inProgress: 'This payment is still being processed. Please try again in a moment.',
} as const;
const M = PAYMENT_PROCESS_MESSAGES;

/** A decline: HTTP 402 with the provider's reason, as a field error on `payment` too. */
export class PaymentDeclinedError extends AppError {
  constructor(message: string) {
    super(402, message, [{ field: 'payment', message }]);
  }
}

type ProcessInput = z.output<typeof paymentProcessSchema>;

/** How long a retry waits for the same key's first call to get its answer from the gateway. */
const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 20;

/** The method, its fields checked; false for a method paid later (cash on delivery). */
function checkFields(input: ProcessInput): { paysNow: boolean } {
  const method = PAYMENT_METHODS.find((m) => m.id === input.methodId);
  if (!method) {
    throw new ValidationError(M.unknownMethod, [{ field: 'methodId', message: M.unknownMethod }]);
  }
  const errors = validatePaymentFields(method, input.fields);
  if (errors.length) throw new ValidationError(PAYMENT_MESSAGES.fixPayment, errors);
  return { paysNow: method.fields.length > 0 };
}

/**
 * Cash on delivery moves no money now: the spec's checkout still processes it (section 4), so it
 * answers a pending payment, once per key, that no gateway sees. The order needs no payment id
 * for it; the money is taken at the door.
 */
async function pendingPayment(
  db: Db,
  userId: string,
  key: string,
  input: ProcessInput,
  amountCents: number,
): Promise<PaymentResult> {
  const [created] = await db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: key,
      methodId: input.methodId,
      amountCents,
      authorizedCents: amountCents,
      status: 'pending',
      provider: 'none',
    })
    .onConflictDoNothing()
    .returning();
  const row =
    created ??
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    )[0]!;
  if (row.methodId !== input.methodId) throw new ConflictError(M.keyReused);
  if (row.amountCents !== amountCents) throw new ConflictError(M.amountChanged);
  return toPaymentResult(row);
}

/**
 * The row this call may charge: a new one, or one whose money is not held (declined, voided,
 * or refunded before any order used it: the shopper pays again after a failed checkout).
 */
async function claim(
  db: Db,
  userId: string,
  key: string,
  input: ProcessInput,
  amountCents: number,
) {
  const values = {
    methodId: input.methodId,
    amountCents,
    authorizedCents: amountCents,
    status: 'pending' as const,
  };
  const [created] = await db
    .insert(payments)
    .values({ ...values, userId, idempotencyKey: key, provider: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [retried] = await db
    .update(payments)
    .set({
      ...values,
      refundedCents: 0,
      failureCode: null,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.idempotencyKey, key),
        isNull(payments.orderId),
        inArray(payments.status, ['failed', 'voided', 'refunded']),
      ),
    )
    .returning();
  return retried;
}

async function charge(
  db: Db,
  provider: PaymentProvider,
  row: PaymentRow,
  input: ProcessInput,
): Promise<PaymentRow> {
  let outcome: ChargeOutcome;
  try {
    outcome = await provider.authorize({
      key: row.id,
      amountCents: row.amountCents,
      currency: 'USD',
      methodId: row.methodId,
      fields: input.fields,
    });
  } catch {
    const message = PAYMENT_MESSAGES.paymentFailed;
    outcome = { approved: false, code: 'provider_error', message, brand: null, last4: null };
  }
  const [settled] = await db
    .update(payments)
    .set({
      provider: provider.name,
      status: outcome.approved ? 'authorized' : 'failed',
      cardBrand: outcome.brand,
      cardLast4: outcome.last4,
      failureCode: outcome.approved ? null : outcome.code,
      failureMessage: outcome.approved ? null : outcome.message,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id))
    .returning();
  return settled!;
}

/** A concurrent call with the same key is charging: wait for its answer instead of charging. */
async function settled(db: Db, userId: string, key: string): Promise<PaymentRow> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
    if (row && row.status !== 'pending') return row;
    if (Date.now() > deadline) throw new ConflictError(M.inProgress);
    await sleep(SETTLE_POLL_MS);
  }
}

function answer(row: PaymentRow): PaymentResult {
  if (row.status === 'failed') {
    throw new PaymentDeclinedError(row.failureMessage ?? PAYMENT_MESSAGES.paymentFailed);
  }
  return toPaymentResult(row);
}

/**
 * Charges once per (user, key): the key is the Idempotency-Key header or the client's order id.
 * A retry answers the first payment, also while the first call is still at the gateway; the
 * same key with another amount is a 409. A declined payment may be retried with new details.
 */
export async function processPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  input: ProcessInput,
  idempotencyKey: string | undefined,
): Promise<PaymentResult> {
  const { paysNow } = checkFields(input);
  const key = idempotencyKey ?? input.orderId;
  const amountCents = toCents(input.amount);
  if (!paysNow) return pendingPayment(db, userId, key, input, amountCents);
  const claimed = await claim(db, userId, key, input, amountCents);
  if (claimed) return answer(await charge(db, provider, claimed, input));
  const existing = await settled(db, userId, key);
  if (existing.amountCents !== amountCents) throw new ConflictError(M.amountChanged);
  return answer(existing);
}
