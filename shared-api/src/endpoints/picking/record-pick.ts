import { requestData } from '../../client/request';
import type { Order } from '../../types';
import type { PickRecordInput } from '../../validation';

/** PUT /picking/orders/:id/items/:itemId: picked (actual quantity), short or substituted. */
export async function recordPick(
  id: string,
  itemId: string,
  pick: PickRecordInput,
): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'put',
    `picking/orders/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`,
    'Failed to record the pick',
    { json: pick },
  );
  return data.order;
}
