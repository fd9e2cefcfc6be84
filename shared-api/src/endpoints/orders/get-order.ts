import { requestData, type CallOptions } from '../../client/request';
import type { Order } from '../../types';

/** One order with its status history (events); its owner or an admin, else 404. */
export async function getOrder(id: string, options?: CallOptions): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'get',
    `orders/${encodeURIComponent(id)}`,
    'Failed to fetch order',
    options,
  );
  return data.order;
}
