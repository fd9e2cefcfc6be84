import { requestData } from '../../client/request';
import type { Product } from '../../types';

/**
 * Adds (or, negative, removes) units relative to the stock at the moment of the write: a
 * delivery recorded while an order takes units loses neither change.
 */
export async function adjustStock(id: string, adjust: number): Promise<Product> {
  const data = await requestData<{ product: Product }>(
    'patch',
    `products/${encodeURIComponent(id)}/stock`,
    'Failed to update product',
    { json: { adjust } },
  );
  return data.product;
}
