import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { MyRequestsParams, RequestList } from './types';

export function getMyRequests(
  params: MyRequestsParams = {},
  options?: CallOptions,
): Promise<RequestList> {
  return requestData('get', 'requests/my-requests', 'Failed to fetch my requests', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
