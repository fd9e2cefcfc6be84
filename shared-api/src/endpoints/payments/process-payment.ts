import { ApiError } from '../../client/api-error';
import { requestData } from '../../client/request';
import type { PaymentResult } from '../../types';
import type { ProcessPaymentInput } from './types';

export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';

/** The key that makes a retried payment answer the first one instead of charging again. */
export const paymentIdempotencyKey = (orderId: string, attempt: number) => `${orderId}:${attempt}`;

/**
 * Pays for a checkout. `attempt` numbers the shopper's tries: send the same number again when
 * a call got no answer (the server then returns the payment it already made, never a second
 * charge) and the next number after a decline, so another card can be tried. A decline is an
 * ApiError (402) whose message is the provider's reason, e.g. 'Your card was declined.'.
 */
export async function processPayment(
  input: ProcessPaymentInput,
  attempt: number,
): Promise<PaymentResult> {
  const data = await requestData<{ result: PaymentResult }>(
    'post',
    'payments/process',
    PAYMENT_FAILED_MESSAGE,
    {
      headers: { 'Idempotency-Key': paymentIdempotencyKey(input.orderId, attempt) },
      json: {
        methodId: input.methodId,
        amount: input.amount,
        currency: 'USD',
        fields: input.fields,
        orderId: input.orderId,
        metadata: { paymentMethod: input.methodId },
      },
    },
  );
  const { result } = data;
  if (result.status === 'failed') {
    const message = result.message ?? PAYMENT_FAILED_MESSAGE;
    throw new ApiError({ kind: 'envelope', status: 200, message, serverMessage: message });
  }
  return result;
}
