import { requestData } from '../../client/request';
import type { Order } from '../../types';

/** Cancels a pending or confirmed order; its stock goes back and a paid payment is refunded. */
export async function cancelOrder(id: string, reason: string): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'put',
    `orders/${encodeURIComponent(id)}/cancel`,
    'Failed to cancel order',
    { json: { reason } },
  );
  return data.order;
}
