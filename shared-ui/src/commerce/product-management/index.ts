import { lazy } from 'react';

/**
 * Loaded on first render, in a chunk of its own: shared-ui is a singleton every page loads,
 * and only the two management portals need the product form.
 */
export const ProductManagement = lazy(() =>
  import('./product-management').then((m) => ({ default: m.ProductManagement })),
);
