import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { ListProductsParams, ProductList } from './types';

export function listProducts(
  params: ListProductsParams = {},
  options?: CallOptions,
): Promise<ProductList> {
  return requestData('get', 'products', 'Failed to fetch products', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
