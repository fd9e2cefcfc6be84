import { requestData } from '../../client/request';
import type { Address } from '../../types';
import type { AddressInput } from '../../validation';

/** Saves a new address; the shopper's first one becomes the default. */
export async function createAddress(input: AddressInput): Promise<Address> {
  const data = await requestData<{ address: Address }>(
    'post',
    'addresses',
    'Failed to save address',
    { json: input },
  );
  return data.address;
}
