import { requestData } from '../../client/request';
import type { Order } from '../../types';
import type { SubstitutionInput } from '../../validation';

/** The shopper's choice for one line, until picking starts (409 after). */
export async function updateSubstitution(
  orderId: string,
  itemId: string,
  substitution: SubstitutionInput,
): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'put',
    `orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/substitution`,
    'Failed to save the substitution preference',
    { json: substitution },
  );
  return data.order;
}
