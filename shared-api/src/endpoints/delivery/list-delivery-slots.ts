import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { DeliverySlotsAnswer } from '../../types';
import { DELIVERY_MESSAGES } from '../../types';
import type { DeliverySlotsParams } from './types';

/** The bookable delivery slots (with places left) and the rules checkout prices them by. */
export function listDeliverySlots(
  params: DeliverySlotsParams = {},
  options?: CallOptions,
): Promise<DeliverySlotsAnswer> {
  return requestData('get', 'delivery/slots', DELIVERY_MESSAGES.slotsFailed, {
    ...options,
    searchParams: toSearchParams(params),
  });
}
