import { requestData, type CallOptions } from '../../client/request';
import type { DeliverySchedule } from '../../types';

/** The store's delivery schedule (admins only). */
export async function getDeliverySchedule(options?: CallOptions): Promise<DeliverySchedule> {
  const data = await requestData<{ schedule: DeliverySchedule }>(
    'get',
    'delivery/schedule',
    'Failed to load the delivery schedule',
    options,
  );
  return data.schedule;
}
