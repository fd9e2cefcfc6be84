import type { ComponentType } from 'react';
import type { CartDrawerProps } from './cart-drawer';

/**
 * The drawer's code in a chunk of its own, fetched on its first opening: the listing loads this
 * entry for its cards and never shows the drawer before a shopper asks for it. A loader rather
 * than a lazy component, so the shell wraps it in the one `lazy` that also loads this entry.
 */
export const loadCartDrawer = (): Promise<{ default: ComponentType<CartDrawerProps> }> =>
  import('./cart-drawer').then((m) => ({ default: m.CartDrawer }));
