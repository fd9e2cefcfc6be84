import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import {
  appStore,
  clearCart,
  removeFromWishlist,
  setCartOpen,
  wishlistItemsAtom,
} from '@grocery/shared-api';

/** Empties the real cart and wishlist stores between tests. */
export function resetShop() {
  clearCart();
  setCartOpen(false);
  for (const item of appStore.get(wishlistItemsAtom)) removeFromWishlist(item.id);
  localStorage.clear();
}

/** Renders with a router and the toast container, as inside the shell. */
export function renderShop(ui: ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <ToastContainer />
    </MemoryRouter>,
  );
}
