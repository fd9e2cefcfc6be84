import { useEffect, useState } from 'react';
import { appStore, refreshWishlist, wishlistItemsAtom, type Product } from '@grocery/shared-api';
import type { LoadCartProducts } from '@grocery/shared-ui/commerce';

/**
 * Re-reads the saved products once per visit so price and '{n} in stock' are current; a product
 * no longer sold shows as out of stock. Returns the fresh products by id.
 */
export function useFreshWishlist(load: LoadCartProducts): Map<string, Product> {
  const [ids] = useState(() => appStore.get(wishlistItemsAtom).map((item) => item.id));
  const [products, setProducts] = useState(() => new Map<string, Product>());

  useEffect(() => {
    if (ids.length === 0) return;
    let current = true;
    load(ids)
      .then((fresh) => {
        if (!fresh || !current) return;
        refreshWishlist(fresh);
        setProducts(new Map(fresh.map((p) => [p.id, p])));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ids, load]);

  return products;
}
