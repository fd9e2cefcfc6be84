import { getProduct, isApiError, type Product } from '@grocery/shared-api';

/** Fresh products for the given ids, or null when they could not be read. */
export type LoadCartProducts = (ids: string[]) => Promise<Product[] | null>;

/**
 * Fetches each line's product again; a 404 means the product is no longer sold. Any other
 * failure (offline, server down) leaves the cart as it is: a line is never flagged on a guess.
 */
export async function fetchCartProducts(ids: string[]): Promise<Product[] | null> {
  const results = await Promise.allSettled(ids.map((id) => getProduct(id)));
  const products: Product[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') products.push(result.value);
    else if (!(isApiError(result.reason) && result.reason.status === 404)) return null;
  }
  return products;
}
