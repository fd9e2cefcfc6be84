import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { LowStockList } from './types';

/** Products under 10 in stock, lowest first, and how many there are in all (staff only). */
export function getLowStockProducts(
  params: { limit?: number } = {},
  options?: CallOptions,
): Promise<LowStockList> {
  return requestData('get', 'products/low-stock', 'Failed to fetch products', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
