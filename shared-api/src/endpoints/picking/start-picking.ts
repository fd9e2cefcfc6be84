import { requestData } from '../../client/request';
import type { Order } from '../../types';

/** POST /picking/orders/:id/start: substitutions are locked from now on. */
export async function startPicking(id: string): Promise<Order> {
  const data = await requestData<{ order: Order }>(
    'post',
    `picking/orders/${encodeURIComponent(id)}/start`,
    'Failed to start picking',
  );
  return data.order;
}
