import { requestData } from '../../client/request';

/**
 * Deletes a saved address and answers its id. An address taken from a past order is refused
 * (409, 'This address comes from a previous order and cannot be deleted.').
 */
export async function deleteAddress(id: string): Promise<string> {
  const data = await requestData<{ id: string }>(
    'delete',
    `addresses/${encodeURIComponent(id)}`,
    'Failed to delete address',
  );
  return data.id;
}
