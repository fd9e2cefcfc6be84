import { requestData } from '../../client/request';
import type { Product } from '../../types';
import type { ProductCreateInput } from '../../validation';

/** Any subset of the form's fields; what is sent is checked as on create. */
export async function updateProduct(
  id: string,
  input: Partial<ProductCreateInput>,
): Promise<Product> {
  const data = await requestData<{ product: Product }>(
    'put',
    `products/${encodeURIComponent(id)}`,
    'Failed to update product',
    { json: input },
  );
  return data.product;
}
