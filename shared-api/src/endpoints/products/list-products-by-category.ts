import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { CategoryProductsParams, ProductList } from './types';

export function listProductsByCategory(
  categoryId: string,
  params: CategoryProductsParams = {},
  options?: CallOptions,
): Promise<ProductList> {
  return requestData(
    'get',
    `products/category/${encodeURIComponent(categoryId)}`,
    'Failed to fetch products',
    { ...options, searchParams: toSearchParams(params) },
  );
}
