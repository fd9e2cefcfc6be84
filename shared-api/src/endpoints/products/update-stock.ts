import { requestData } from '../../client/request';
import type { Product } from '../../types';

/** Sets the stock count (a restock), nothing else of the product. */
export async function updateStock(id: string, stock: number): Promise<Product> {
  const data = await requestData<{ product: Product }>(
    'patch',
    `products/${encodeURIComponent(id)}/stock`,
    'Failed to update product',
    { json: { stock } },
  );
  return data.product;
}
