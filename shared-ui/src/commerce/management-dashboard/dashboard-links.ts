import type { Role } from '@grocery/shared-api';

/** The product list filtered to what runs low (product management reads ?stock=low). */
export const LOW_STOCK_QUERY = '?stock=low';

/** Spec section 2: where a role manages products and categories. */
export function managementLinks(role: Role | null | undefined) {
  if (role === 'admin') return withLowStock('/admin/products', '/admin/categories');
  if (role === 'store_manager') return withLowStock('/manager/products', '/manager/categories');
  return { products: '/products', categories: '/categories', lowStock: '/products' };
}

function withLowStock(products: string, categories: string) {
  return { products, categories, lowStock: `${products}${LOW_STOCK_QUERY}` };
}
