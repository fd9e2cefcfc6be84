import { requestData, type CallOptions } from '../../client/request';
import type { PaymentResult } from '../../types';

export async function getPaymentStatus(id: string, options?: CallOptions): Promise<PaymentResult> {
  const data = await requestData<{ result: PaymentResult }>(
    'get',
    `payments/status/${encodeURIComponent(id)}`,
    'Failed to fetch payment status',
    options,
  );
  return data.result;
}
