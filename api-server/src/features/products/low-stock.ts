import { type Product, productListQuerySchema } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { listProducts } from './list-products';

/**
 * Products under 10 in stock for the dashboards, lowest first, hidden and inactive ones
 * included (staff restock those too), and how many there are in all.
 */
export async function lowStockProducts(
  db: Db,
  limit: number,
): Promise<{ products: Product[]; total: number }> {
  const query = productListQuerySchema.parse({
    lowStock: true,
    sort: 'stock',
    order: 'asc',
    limit,
  });
  const listing = await listProducts(db, query, 'all');
  const { products, pagination } = JSON.parse(listing.text) as {
    products: Product[];
    pagination: { total: number };
  };
  return { products, total: pagination.total };
}
