import { useAtomValue } from 'jotai';
import { appStore, cartTotalsAtom, setCartOpen, wishlistCountAtom } from '@grocery/shared-api';

/** What the header shows of the cart: the unit count and a way to open the drawer. */
export function useCartSummary() {
  const { totalItems } = useAtomValue(cartTotalsAtom, { store: appStore });
  return { totalItems, openCart: () => setCartOpen(true) };
}

export function useWishlistCount(): number {
  return useAtomValue(wishlistCountAtom, { store: appStore });
}
