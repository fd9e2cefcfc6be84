import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { MyOrdersParams, OrderList } from './types';

/** The signed-in shopper's orders, newest first. */
export function listMyOrders(
  params: MyOrdersParams = {},
  options?: CallOptions,
): Promise<OrderList> {
  return requestData('get', 'orders/my-orders', 'Failed to fetch orders', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
