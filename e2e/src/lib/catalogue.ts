import { callApi } from './store';

export interface ApiProduct {
  id: string;
  name: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  isFeatured?: boolean;
}

export interface ApiCategory {
  id: string;
  name: string;
  productCount: number;
}

/** What GET /api/products answers for this query string, as a shopper sees it. */
export async function listProducts(
  query: string,
): Promise<{ products: ApiProduct[]; total: number }> {
  const { status, body } = await callApi<{ products: ApiProduct[]; pagination: { total: number } }>(
    `/products?${query}`,
  );
  if (status !== 200) throw new Error(`GET /products?${query} answered ${status}`);
  return { products: body.data.products, total: body.data.pagination.total };
}

/** The header strip shows the first 10 categories: the first one that has products. */
export async function stripCategory(): Promise<ApiCategory> {
  const { body } = await callApi<{ categories: ApiCategory[] }>('/categories?limit=10');
  const category = body.data.categories.find((c) => c.productCount > 0);
  if (!category) throw new Error('no category with products in the demo catalogue');
  return category;
}

/** An in-stock product with few units left (2 to 9), to reach the stock limit quickly. */
export async function lowStockProduct(): Promise<ApiProduct> {
  const { products } = await listProducts('sort=stock&order=asc&limit=100');
  const product = products.find((p) => p.stock >= 2 && p.stock <= 9);
  if (!product) throw new Error('the demo catalogue has no product with 2 to 9 in stock');
  return product;
}

/** An in-stock product with plenty of units, for quantity changes that stay under the limit. */
export async function wellStockedProduct(): Promise<ApiProduct> {
  const { products } = await listProducts('sort=stock&order=desc&limit=20');
  const product = products.find((p) => p.stock >= 20);
  if (!product) throw new Error('the demo catalogue has no product with 20 or more in stock');
  return product;
}
