import { isApiError } from '../../client/api-error';
import { requestData, type CallOptions } from '../../client/request';
import type { Address } from '../../types';

/**
 * The shopper's saved addresses (default first) followed by those of past orders. A 404 counts
 * as an empty list (spec section 7): a store without address records still checks out.
 */
export async function listAddresses(options?: CallOptions): Promise<Address[]> {
  try {
    const data = await requestData<{ addresses: Address[] }>(
      'get',
      'addresses',
      'Failed to fetch addresses',
      options,
    );
    return data.addresses;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}
