import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import {
  appStore,
  clearCart,
  removeFromWishlist,
  setCartOpen,
  wishlistItemsAtom,
} from '@grocery/shared-api';
import { forgetDeliveryRules } from '../lib/delivery-rules';

/** Empties the real cart and wishlist stores (and the delivery rules read) between tests. */
export function resetShop() {
  clearCart();
  setCartOpen(false);
  for (const item of appStore.get(wishlistItemsAtom)) removeFromWishlist(item.id);
  localStorage.clear();
  forgetDeliveryRules();
}

/** Renders a page with a router (at `route`, matched by `path`) and the toast container. */
export function renderShop(ui: ReactElement, route = '/', path = '*') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}
