import { randomUUID } from 'node:crypto';
import { callApi, type Envelope } from './store';

export interface ApiProduct {
  id: string;
  name: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  isFeatured?: boolean;
  expiryDate: string | null;
  category: { id: string; name: string } | null;
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

/** What the admin changes about a product: its price and stock, or nothing but its existence. */
export type CatalogueChange =
  | { kind: 'price'; price: number }
  | { kind: 'stock'; stock: number }
  | { kind: 'delete' };

async function expectOk<T>(what: string, call: Promise<{ status: number; body: Envelope<T> }>) {
  const { status, body } = await call;
  if (status !== 200 && status !== 201)
    throw new Error(`${what} answered ${status}: ${body.message}`);
  return body;
}

/** A product of its own, made by the admin through the API, so changing it disturbs no other test. */
export async function createProduct(
  token: string,
  fields: { name: string; price: number; stock: number },
): Promise<ApiProduct> {
  const category = await stripCategory();
  const { data } = await expectOk(
    'POST /products',
    callApi<{ product: ApiProduct }>('/products', {
      token,
      body: {
        name: fields.name,
        sku: `E2E-${randomUUID().slice(0, 8).toUpperCase()}`,
        category: category.id,
        description: 'Made by the browser tests.',
        price: fields.price.toFixed(2),
        stock: String(fields.stock),
        unit: 'pack',
        images: '/images/products/avocado.svg',
      },
    }),
  );
  return data.product;
}

/** Changes a product the way a store manager would, through the API. */
export async function changeProduct(token: string, id: string, change: CatalogueChange) {
  const path = `/products/${id}`;
  switch (change.kind) {
    case 'price':
      return expectOk(
        `PUT ${path}`,
        callApi(path, { method: 'PUT', token, body: { price: change.price.toFixed(2) } }),
      );
    case 'stock':
      return expectOk(
        `PATCH ${path}/stock`,
        callApi(`${path}/stock`, { method: 'PATCH', token, body: { stock: change.stock } }),
      );
    case 'delete':
      return expectOk(`DELETE ${path}`, callApi(path, { method: 'DELETE', token }));
  }
}
