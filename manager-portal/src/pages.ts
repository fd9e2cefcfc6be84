import { lazy } from 'react';
import type { RemotePages } from '@grocery/shared-api';

/** The manager portal's screens; each is its own chunk, fetched when the shell first shows it. */
const pages: RemotePages = {
  dashboard: lazy(() => import('./features/dashboard/dashboard-page')),
  products: lazy(() => import('./features/products/products-page')),
  categories: lazy(() => import('./features/categories/categories-page')),
};

export default pages;
