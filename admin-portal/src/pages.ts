import type { RemotePages } from '@grocery/shared-api';
import { lazyRemotePage } from '@grocery/shared-ui';

/** The admin portal's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  dashboard: lazyRemotePage(() =>
    import('./features/dashboard/dashboard-page').then((m) => m.default),
  ),
  products: lazyRemotePage(() =>
    import('./features/products/products-page').then((m) => m.default),
  ),
  categories: lazyRemotePage(() =>
    import('./features/categories/categories-page').then((m) => m.default),
  ),
  requests: lazyRemotePage(() =>
    import('./features/requests/requests-page').then((m) => m.default),
  ),
  orders: lazyRemotePage(() => import('./features/orders/orders-page').then((m) => m.default)),
  'order-detail': lazyRemotePage(() =>
    import('./features/orders/order-detail-page').then((m) => m.default),
  ),
  delivery: lazyRemotePage(() =>
    import('./features/delivery/delivery-page').then((m) => m.default),
  ),
  'delivery-slot': lazyRemotePage(() =>
    import('./features/delivery/delivery-slot-page').then((m) => m.default),
  ),
  picking: lazyRemotePage(() => import('./features/picking/picking-page').then((m) => m.default)),
  portals: lazyRemotePage(() => import('./features/portals/portals-page').then((m) => m.default)),
  'management-dashboard': lazyRemotePage(() =>
    import('./features/management-dashboard/management-dashboard-page').then((m) => m.default),
  ),
};

export default pages;
