import { lazy, Suspense } from 'react';
import { useCart } from '@grocery/shared-api';

// The drawer's code (and the rest of shared-ui's commerce entry) loads the first time the cart
// opens, not with every page.
const CartDrawer = lazy(() =>
  import('@grocery/shared-ui/commerce').then((m) => ({ default: m.CartDrawer })),
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
