import { requestData, type CallOptions } from '../../client/request';
import type { PickingOrder } from '../../types';

/** GET /picking/orders/:id: the order with its picks and suggested substitutes per line. */
export async function getPickingOrder(id: string, options?: CallOptions): Promise<PickingOrder> {
  return requestData<PickingOrder>(
    'get',
    `picking/orders/${encodeURIComponent(id)}`,
    'Failed to load the order',
    options,
  );
}
