import { requestData } from '../../client/request';
import type { Order } from '../../types';
import type { OrderCreateInput } from '../../validation';

/**
 * Places the order. The server prices every line and the totals itself; the same `orderId`
 * sent again answers the order already made, so a retry never orders twice.
 */
export async function createOrder(input: OrderCreateInput): Promise<Order> {
  const data = await requestData<{ order: Order }>('post', 'orders', 'Failed to create order', {
    json: input,
  });
  return data.order;
}
