import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { ListOrdersParams, OrderList } from './types';

/** Every customer's orders, newest first (admins only). */
export function listOrders(
  params: ListOrdersParams = {},
  options?: CallOptions,
): Promise<OrderList> {
  return requestData('get', 'orders', 'Failed to fetch orders', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
