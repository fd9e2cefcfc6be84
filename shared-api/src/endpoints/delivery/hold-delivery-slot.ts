import { requestData } from '../../client/request';
import type { DeliveryHold } from '../../types';
import { DELIVERY_MESSAGES } from '../../types';

/**
 * Holds a place in the slot for the signed-in shopper while they pay (one hold per shopper:
 * a new hold releases the previous one). A full or closed slot is a 409 saying so.
 */
export async function holdDeliverySlot(slotId: string): Promise<DeliveryHold> {
  const data = await requestData<{ hold: DeliveryHold }>(
    'post',
    `delivery/slots/${encodeURIComponent(slotId)}/hold`,
    DELIVERY_MESSAGES.holdFailed,
  );
  return data.hold;
}
