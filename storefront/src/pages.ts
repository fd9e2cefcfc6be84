import { createElement, lazy, type ComponentType } from 'react';
import type { RemotePages } from '@grocery/shared-api';
import { ComingSoon } from '@grocery/shared-ui';

/** Stands in for a screen whose feature folder has not landed yet. */
const upcoming = (title: string, message: string) => () =>
  createElement(ComingSoon, { title, message });

/**
 * A page in its own chunk. The lazy component is wrapped in a plain function because the shell
 * resolves pages through its own React.lazy, which must resolve to a function, not to another
 * lazy object; the shell's Suspense boundary also covers this inner one.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((Page) => ({ default: Page })));
  return function StorefrontPage() {
    return createElement(Lazy);
  };
}

/** The storefront's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  'customer-home': lazyPage(() =>
    import('./features/customer-home/customer-home-page').then((m) => m.CustomerHomePage),
  ),
  products: lazyPage(() => import('./features/products/products-page').then((m) => m.ProductsPage)),
  'product-detail': lazyPage(() =>
    import('./features/product-detail/product-detail-page').then((m) => m.ProductDetailPage),
  ),
  categories: lazyPage(() => import('./features/categories/categories-page').then((m) => m.CategoriesPage)),
  wishlist: lazyPage(() => import('./features/wishlist/wishlist-page').then((m) => m.WishlistPage)),
  checkout: upcoming('Checkout', 'Checkout arrives in an upcoming release.'),
  orders: upcoming('My Orders', 'Your order history arrives in an upcoming release.'),
  'order-detail': upcoming('Order details', 'Order details arrive in an upcoming release.'),
  requests: upcoming('My Requests', 'Requests to become a store manager arrive in an upcoming release.'),
};

export default pages;
