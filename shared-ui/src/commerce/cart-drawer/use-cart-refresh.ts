import { useEffect, useState } from 'react';
import {
  appStore,
  cartItemsAtom,
  getProduct,
  isApiError,
  refreshCart,
  type Product,
} from '@grocery/shared-api';
import { notifyOutcome } from '../lib/notify';
import { sellableStock } from '../lib/shop-actions';

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

/**
 * Brings prices and stock up to date once, when the open drawer mounts, and flags what
 * changed. Returns true while the check runs.
 */
export function useCartRefresh(load: LoadCartProducts): boolean {
  const [ids] = useState(() => appStore.get(cartItemsAtom).map((item) => item.productId));
  const [checking, setChecking] = useState(ids.length > 0);

  useEffect(() => {
    if (ids.length === 0) return;
    let current = true;
    load(ids)
      .then((products) => {
        if (products && current) {
          notifyOutcome(refreshCart(products.map((p) => ({ ...p, stock: sellableStock(p) }))));
        }
      })
      .catch(() => undefined)
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
  }, [ids, load]);

  return checking;
}
