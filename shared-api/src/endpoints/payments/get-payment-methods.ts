import { requestData, type CallOptions } from '../../client/request';
import type { PaymentMethod } from '../../types';

/** The methods checkout offers, each with the fields its form renders. */
export async function getPaymentMethods(options?: CallOptions): Promise<PaymentMethod[]> {
  const data = await requestData<{ methods: PaymentMethod[] }>(
    'get',
    'payments/methods',
    'Failed to load payment methods.',
    options,
  );
  return data.methods;
}
