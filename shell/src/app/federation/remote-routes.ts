import type { RemoteName, Role } from '@grocery/shared-api';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** A key of the remote's `./pages` record. */
  page: string;
}

const storefront = (path: string, page: string): RemoteRoute => ({
  path,
  remote: 'storefront',
  page,
});

/**
 * Every page a remote supplies, by the roles that may open it (the route table nests them
 * under its guards). One list serves the route table and the start-up prefetch, so the two
 * cannot disagree about which remote page a path shows.
 */
export const REMOTE_ROUTES = {
  /** Any signed-in user. */
  signedIn: [
    storefront('/products', 'products'),
    storefront('/products/:id', 'product-detail'),
    storefront('/categories', 'categories'),
    storefront('/checkout', 'checkout'),
    storefront('/orders', 'orders'),
    storefront('/orders/:id', 'order-detail'),
    storefront('/wishlist', 'wishlist'),
  ],
  customer: [storefront('/requests', 'requests')],
  admin: [
    ...[
      'dashboard',
      'products',
      'categories',
      'requests',
      'orders',
      'picking',
      'delivery',
      'portals',
    ].map((page): RemoteRoute => ({ path: `/admin/${page}`, remote: 'admin_portal', page })),
    { path: '/admin/orders/:id', remote: 'admin_portal', page: 'order-detail' },
    { path: '/admin/delivery/:id', remote: 'admin_portal', page: 'delivery-slot' },
  ],
  store_manager: ['dashboard', 'products', 'categories', 'picking'].map(
    (page): RemoteRoute => ({ path: `/manager/${page}`, remote: 'manager_portal', page }),
  ),
} satisfies Record<'signedIn' | Role, RemoteRoute[]>;

/** /dashboard is every role's home: the same path, the portal page that fits the role. */
export const DASHBOARDS = {
  customer: { remote: 'storefront', page: 'customer-home' },
  store_manager: { remote: 'manager_portal', page: 'dashboard' },
  admin: { remote: 'admin_portal', page: 'management-dashboard' },
} satisfies Record<Role, Omit<RemoteRoute, 'path'>>;
