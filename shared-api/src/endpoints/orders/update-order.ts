import { requestData } from '../../client/request';
import { ORDER_UPDATE_MESSAGES, type Order } from '../../types';
import type { OrderUpdateInput } from '../../validation';

/**
 * Changes where a pending or confirmed order is delivered (its owner or an admin). The answer
 * is the order with its history, which now records the change.
 */
export async function updateOrder(id: string, update: OrderUpdateInput): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'put',
    `orders/${encodeURIComponent(id)}`,
    ORDER_UPDATE_MESSAGES.failed,
    { json: update },
  );
  return data.order;
}
