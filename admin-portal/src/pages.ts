import { lazy } from 'react';
import type { RemotePages } from '@grocery/shared-api';

/** The admin portal's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  dashboard: lazy(() => import('./features/dashboard/dashboard-page')),
  products: lazy(() => import('./features/products/products-page')),
  categories: lazy(() => import('./features/categories/categories-page')),
  requests: lazy(() => import('./features/requests/requests-page')),
};

export default pages;
