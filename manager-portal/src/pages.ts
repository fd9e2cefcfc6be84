import type { RemotePages } from '@grocery/shared-api';
import { lazyRemotePage } from '@grocery/shared-ui';

/** The manager portal's screens; each is its own chunk, fetched when the shell first shows it. */
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
  picking: lazyRemotePage(() => import('./features/picking/picking-page').then((m) => m.default)),
};

export default pages;
