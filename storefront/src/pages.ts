import { createElement, lazy, type ComponentType } from 'react';
import type { RemotePage, RemotePages } from '@grocery/shared-api';
import { ComingSoon } from '@grocery/shared-ui';
import { prefetchProductListing } from './features/products/listing-request';

/** Stands in for a screen whose feature folder has not landed yet. */
const upcoming = (title: string, message: string) => () =>
  createElement(ComingSoon, { title, message });

/**
 * A page in its own chunk. `preload` starts the one load and settles when it is done; once it
 * is, the page renders the loaded component itself. Rendering through React.lazy even then
 * suspended once, and React holds back the commit of a suspended page up to 300 ms after the
 * last loading fallback was shown. Before the load is done the lazy component suspends as
 * usual, under the shell's Suspense boundary.
 */
function lazyPage(load: () => Promise<ComponentType>): RemotePage {
  let loading: Promise<ComponentType> | null = null;
  let Loaded: ComponentType | null = null;
  const start = () =>
    (loading ??= load().then((Page) => {
      Loaded = Page;
      return Page;
    }));
  const Lazy = lazy(() => start().then((Page) => ({ default: Page })));
  function StorefrontPage() {
    return createElement(Loaded ?? Lazy);
  }
  return Object.assign(StorefrontPage, { preload: () => start().then(() => undefined) });
}

/** The storefront's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  'customer-home': lazyPage(() =>
    import('./features/customer-home/customer-home-page').then((m) => m.CustomerHomePage),
  ),
  // The listing's request leaves with the page's code, not after it has arrived.
  products: lazyPage(() => {
    prefetchProductListing(window.location.search);
    return import('./features/products/products-page').then((m) => m.ProductsPage);
  }),
  'product-detail': lazyPage(() =>
    import('./features/product-detail/product-detail-page').then((m) => m.ProductDetailPage),
  ),
  categories: lazyPage(() =>
    import('./features/categories/categories-page').then((m) => m.CategoriesPage),
  ),
  wishlist: lazyPage(() => import('./features/wishlist/wishlist-page').then((m) => m.WishlistPage)),
  checkout: upcoming('Checkout', 'Checkout arrives in an upcoming release.'),
  orders: upcoming('My Orders', 'Your order history arrives in an upcoming release.'),
  'order-detail': upcoming('Order details', 'Order details arrive in an upcoming release.'),
  requests: upcoming(
    'My Requests',
    'Requests to become a store manager arrive in an upcoming release.',
  ),
};

export default pages;
