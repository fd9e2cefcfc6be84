import { appStore, cartItemsAtom, refreshCart } from '@grocery/shared-api';
import { notifyOutcome } from '@grocery/shared-ui';
import { fetchCartProducts, sellableStock } from '@grocery/shared-ui/commerce';

/**
 * Re-reads each line's product and flags what changed, as the cart drawer does: the totals shown
 * (and charged) are today's, and a line that sold out blocks checkout instead of failing it.
 */
export async function refreshCheckoutCart(): Promise<void> {
  const ids = appStore.get(cartItemsAtom).map((item) => item.productId);
  if (ids.length === 0) return;
  const products = await fetchCartProducts(ids).catch(() => null);
  if (products) {
    notifyOutcome(refreshCart(products.map((p) => ({ ...p, stock: sellableStock(p) }))));
  }
}
