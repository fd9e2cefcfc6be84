import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { ListRequestsParams, RequestList } from './types';

/** The admin's queue, newest first. */
export function listRequests(
  params: ListRequestsParams = {},
  options?: CallOptions,
): Promise<RequestList> {
  return requestData('get', 'requests', 'Failed to fetch requests', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
