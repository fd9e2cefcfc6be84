import { requestData } from '../../client/request';
import type { Address } from '../../types';
import type { AddressInput } from '../../validation';

export async function updateAddress(id: string, input: AddressInput): Promise<Address> {
  const data = await requestData<{ address: Address }>(
    'put',
    `addresses/${encodeURIComponent(id)}`,
    'Failed to update address',
    { json: input },
  );
  return data.address;
}
