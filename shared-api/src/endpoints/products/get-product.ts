import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { Product } from '../../types';
import type { ProductReadParams } from './types';

export async function getProduct(
  id: string,
  params: ProductReadParams = {},
  options?: CallOptions,
): Promise<Product> {
  const data = await requestData<{ product: Product }>(
    'get',
    `products/${encodeURIComponent(id)}`,
    'Failed to fetch product',
    { ...options, searchParams: toSearchParams(params) },
  );
  return data.product;
}
