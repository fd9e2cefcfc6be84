import { CartDrawer } from '@grocery/shared-ui';

/** The one cart drawer; any app opens it through the shared cart store (setCartOpen). */
export function ShellCartDrawer() {
  return <CartDrawer />;
}
