import { requestData, type CallOptions } from '../../client/request';
import type { DeliverySlotWithOrders } from './types';

/** One slot and the orders booked in it (admins only). */
export function getDeliverySlot(
  id: string,
  options?: CallOptions,
): Promise<DeliverySlotWithOrders> {
  return requestData(
    'get',
    `delivery/admin/slots/${encodeURIComponent(id)}`,
    'Failed to load the delivery slot',
    options,
  );
}
