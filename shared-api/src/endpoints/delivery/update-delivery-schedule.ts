import { requestEnvelope } from '../../client/request';
import { DELIVERY_MESSAGES } from '../../types';
import type { DeliveryScheduleInput } from '../../validation/delivery';
import type { DeliveryScheduleChange } from './types';

/**
 * Saves the schedule (admins only). The answer tells how many booked orders sit in slots the
 * change retired or left over capacity: those slots are kept for their orders.
 */
export async function updateDeliverySchedule(
  schedule: DeliveryScheduleInput,
): Promise<DeliveryScheduleChange> {
  const { data } = await requestEnvelope<DeliveryScheduleChange>(
    'put',
    'delivery/schedule',
    DELIVERY_MESSAGES.scheduleFailed,
    { json: schedule },
  );
  return data;
}
