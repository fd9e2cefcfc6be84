import { requestData } from '../../client/request';
import type { Order } from '../../types';

/** POST /picking/orders/:id/pack: final totals, capture, stock; 409 when packed already. */
export async function packOrder(id: string): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'post',
    `picking/orders/${encodeURIComponent(id)}/pack`,
    'Failed to pack the order',
  );
  return data.order;
}
