import type { Role } from '@grocery/shared-api';

/** Spec section 2: where a role manages products and categories. */
export function managementLinks(role: Role | null | undefined) {
  if (role === 'admin') return { products: '/admin/products', categories: '/admin/categories' };
  if (role === 'store_manager') {
    return { products: '/manager/products', categories: '/manager/categories' };
  }
  return { products: '/products', categories: '/categories' };
}
