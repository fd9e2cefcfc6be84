import { useEffect, useState } from 'react';
import { appStore, cartItemsAtom, refreshCart } from '@grocery/shared-api';
import { notifyOutcome } from '../lib/notify';
import { sellableStock } from '../lib/shop-actions';
import type { LoadCartProducts } from './cart-products';

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
