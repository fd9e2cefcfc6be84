import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import { PICKING_MESSAGES, type PickList } from '../../types';

/** GET /picking (admins and store managers): a slot's or a day's orders, lines by aisle. */
export async function getPickList(
  params: { slotId?: string; date?: string },
  options?: CallOptions,
): Promise<PickList> {
  return requestData<PickList>('get', 'picking', PICKING_MESSAGES.failed, {
    ...options,
    searchParams: toSearchParams(params),
  });
}
