import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { MyOrdersParams, OrderList } from './types';

/** GET /orders/history: the same list as my-orders, under the spec's other name. */
export function getOrderHistory(
  params: MyOrdersParams = {},
  options?: CallOptions,
): Promise<OrderList> {
  return requestData('get', 'orders/history', 'Failed to fetch orders', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
