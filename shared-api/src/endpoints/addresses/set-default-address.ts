import { requestData } from '../../client/request';
import type { Address } from '../../types';

/** Makes this address the default; the server clears the flag on every other one. */
export async function setDefaultAddress(id: string): Promise<Address> {
  const data = await requestData<{ address: Address }>(
    'put',
    `addresses/${encodeURIComponent(id)}/default`,
    'Failed to set default address',
  );
  return data.address;
}
