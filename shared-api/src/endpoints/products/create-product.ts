import { requestData } from '../../client/request';
import type { Product } from '../../types';
import type { ProductCreateInput } from '../../validation';

export async function createProduct(input: ProductCreateInput): Promise<Product> {
  const data = await requestData<{ product: Product }>(
    'post',
    'products',
    'Failed to create product',
    { json: input },
  );
  return data.product;
}
