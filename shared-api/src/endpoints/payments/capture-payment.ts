import { requestData } from '../../client/request';
import type { PaymentResult } from '../../types';
import type { CapturePaymentInput } from './types';

export async function capturePayment(input: CapturePaymentInput): Promise<PaymentResult> {
  const data = await requestData<{ result: PaymentResult }>(
    'post',
    'payments/capture',
    'Failed to capture payment',
    { json: { ...input, currency: 'USD' } },
  );
  return data.result;
}
