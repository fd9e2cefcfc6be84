import type { RemotePages } from '@grocery/shared-api';
import { lazyRemotePage } from '@grocery/shared-ui';
import { prefetchProductListing } from './features/products/listing-request';

/** The storefront's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  'customer-home': lazyRemotePage(() =>
    import('./features/customer-home/customer-home-page').then((m) => m.CustomerHomePage),
  ),
  // The listing's request leaves with the page's code, not after it has arrived.
  products: lazyRemotePage(() => {
    prefetchProductListing(window.location.search);
    return import('./features/products/products-page').then((m) => m.ProductsPage);
  }),
  'product-detail': lazyRemotePage(() =>
    import('./features/product-detail/product-detail-page').then((m) => m.ProductDetailPage),
  ),
  categories: lazyRemotePage(() =>
    import('./features/categories/categories-page').then((m) => m.CategoriesPage),
  ),
  wishlist: lazyRemotePage(() =>
    import('./features/wishlist/wishlist-page').then((m) => m.WishlistPage),
  ),
  checkout: lazyRemotePage(() =>
    import('./features/checkout/checkout-page').then((m) => m.CheckoutPage),
  ),
  orders: lazyRemotePage(() => import('./features/orders/orders-page').then((m) => m.OrdersPage)),
  'order-detail': lazyRemotePage(() =>
    import('./features/order-detail/order-detail-page').then((m) => m.OrderDetailPage),
  ),
  requests: lazyRemotePage(() =>
    import('./features/requests/requests-page').then((m) => m.RequestsPage),
  ),
};

export default pages;
