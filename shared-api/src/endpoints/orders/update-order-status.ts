import { requestData } from '../../client/request';
import type { Order } from '../../types';
import type { OrderStatusUpdate } from './types';

/** Admins move an order one step along its fulfilment, or cancel it while that is allowed. */
export async function updateOrderStatus(id: string, update: OrderStatusUpdate): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'put',
    `orders/${encodeURIComponent(id)}/status`,
    'Failed to update order status',
    { json: update },
  );
  return data.order;
}
