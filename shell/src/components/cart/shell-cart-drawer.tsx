import { lazy, Suspense } from 'react';
import { useCart } from '@grocery/shared-api';

// The drawer's code (and shared-ui's commerce entry, if the page has not loaded it) loads the
// first time the cart opens, not with every page.
const CartDrawer = lazy(() =>
  import('@grocery/shared-ui/commerce').then((m) => m.loadCartDrawer()),
);

/** The one cart drawer; any app opens it through the shared cart store (setCartOpen). */
export function ShellCartDrawer() {
  const { isOpen } = useCart();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
