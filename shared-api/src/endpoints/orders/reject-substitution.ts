import { requestData } from '../../client/request';
import type { Order } from '../../types';

/** After packing and before delivery: turns a substitute down; that line is refunded. */
export async function rejectSubstitution(orderId: string, itemId: string): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'post',
    `orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/reject-substitution`,
    'Failed to reject the substitute',
  );
  return data.order;
}
