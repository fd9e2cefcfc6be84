import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { AdminDeliverySlot } from '../../types';
import type { DeliverySlotsParams } from './types';

/** Every slot on the asked days with orders booked against capacity (admins only). */
export async function listAdminDeliverySlots(
  params: DeliverySlotsParams = {},
  options?: CallOptions,
): Promise<AdminDeliverySlot[]> {
  const data = await requestData<{ slots: AdminDeliverySlot[] }>(
    'get',
    'delivery/admin/slots',
    'Failed to load delivery slots',
    { ...options, searchParams: toSearchParams(params) },
  );
  return data.slots;
}
