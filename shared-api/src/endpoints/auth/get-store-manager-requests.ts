import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { StoreManagerRequestList, StoreManagerRequestQuery } from './types';

export function getStoreManagerRequests(
  query: StoreManagerRequestQuery = {},
  options?: CallOptions,
): Promise<StoreManagerRequestList> {
  return requestData('get', 'auth/store-manager-requests', 'Failed to fetch pending requests', {
    ...options,
    searchParams: toSearchParams(query),
  });
}
