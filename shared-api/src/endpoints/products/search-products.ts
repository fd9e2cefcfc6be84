import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { ProductList, SearchProductsParams } from './types';

/** Ranked, typo-tolerant search over name, description, tags, manufacturer and category. */
export function searchProducts(
  params: SearchProductsParams,
  options?: CallOptions,
): Promise<ProductList> {
  return requestData('get', 'products/search', 'Search failed', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
