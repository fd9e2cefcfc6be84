import { useAtomValue } from 'jotai';
import {
  addToCart,
  appStore,
  toggleWishlist,
  wishlistItemsAtom,
  type CartProduct,
  type Product,
  type RuleOutcome,
} from '@grocery/shared-api';
import { notifyOutcome } from './notify';

/** A product past its expiry date is never sold, whatever its stock says. */
export function sellableStock(
  product: Pick<Product, 'stock'> & { expiryDate?: string | null },
  now = new Date(),
): number {
  if (product.expiryDate && new Date(product.expiryDate).getTime() < now.getTime()) return 0;
  return Math.max(0, product.stock);
}

/**
 * Adds through the cart rules (stock checked there) and toasts their verdict. Without a
 * quantity: one piece, or the least weight sold of a weighed product.
 */
export function addProductToCart(
  product: CartProduct & { expiryDate?: string | null },
  quantity = product.soldBy === 'weight' ? (product.minQuantity ?? 1) : 1,
): RuleOutcome | null {
  const outcome = addToCart({ ...product, stock: sellableStock(product) }, quantity);
  notifyOutcome(outcome);
  return outcome;
}

export function toggleProductWishlist(product: Product): RuleOutcome | null {
  const outcome = toggleWishlist(product);
  notifyOutcome(outcome);
  return outcome;
}

export function useIsWishlisted(productId: string): boolean {
  return useAtomValue(wishlistItemsAtom, { store: appStore }).some((item) => item.id === productId);
}
