import { requestData, type CallOptions } from '../../client/request';
import type { PaymentMethod } from '../../types';
import type { PaymentOptions } from './types';

/** The methods checkout offers, each with the fields its form renders, and what it charges. */
export function getPaymentOptions(options?: CallOptions): Promise<PaymentOptions> {
  return requestData<PaymentOptions>(
    'get',
    'payments/methods',
    'Failed to load payment methods.',
    options,
  );
}

/** The methods alone, for callers that do not price an order. */
export async function getPaymentMethods(options?: CallOptions): Promise<PaymentMethod[]> {
  return (await getPaymentOptions(options)).methods;
}
