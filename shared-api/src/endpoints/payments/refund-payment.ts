import { requestData } from '../../client/request';
import type { PaymentResult } from '../../types';
import type { RefundPaymentInput } from './types';

export async function refundPayment(input: RefundPaymentInput): Promise<PaymentResult> {
  const data = await requestData<{ result: PaymentResult }>(
    'post',
    'payments/refund',
    'Failed to refund payment',
    { json: { reason: 'Refund requested', ...input, currency: 'USD' } },
  );
  return data.result;
}
