import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Pagination, Product } from '@grocery/shared-api';
import { products } from '../../db/schema';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { loadCategoryGraph } from '../../lib/catalog-scope';
import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct, isoDay } from '../../test/catalog';
import { productJsons } from './product-json-cache';
import { selectProductRefs } from './product-row';

type Page = { products: Product[]; pagination: Pagination };

describe.each(drivers)('product JSON kept by row version (%s)', (driver) => {
  const t = useTestApp(driver);
  let aisle: string;
  let milk: string;
  const listed = async () => {
    // Only the response cache is cleared: the product JSON must check itself.
    invalidateCatalogCache(t.app.db);
    const res = await get(t.app, `/api/products?category=${aisle}&sort=name`);
    return body<Page>(res).data.products;
  };
  beforeAll(async () => {
    aisle = await insertCategory(t.app.db, { name: 'Dairy' });
    milk = await insertProduct(t.app.db, { name: 'Whole Milk', categoryId: aisle, stock: 40 });
    await insertProduct(t.app.db, { name: 'Yogurt', categoryId: aisle, stock: 12 });
  });

  it('shows a change written behind the API, by another process or replica', async () => {
    expect((await listed()).map((p) => [p.name, p.stock])).toEqual([
      ['Whole Milk', 40],
      ['Yogurt', 12],
    ]);
    await t.app.db.execute(sql`UPDATE products SET stock = 7 WHERE id = ${milk}`);
    expect((await listed()).map((p) => [p.name, p.stock])).toEqual([
      ['Whole Milk', 7],
      ['Yogurt', 12],
    ]);
    await t.app.db.execute(
      sql`UPDATE products SET description = 'Now in glass bottles.' WHERE id = ${milk}`,
    );
    expect((await listed())[0]).toMatchObject({ stock: 7, description: 'Now in glass bottles.' });
  });

  it('never serves the JSON of a product deleted and inserted again under its id', async () => {
    await listed();
    await t.app.db.execute(sql`DELETE FROM products WHERE id = ${milk}`);
    await insertProduct(t.app.db, { id: milk, name: 'Whole Milk', categoryId: aisle, stock: 3 });
    expect((await listed()).map((p) => [p.name, p.stock])).toEqual([
      ['Whole Milk', 3],
      ['Yogurt', 12],
    ]);
  });

  it('names the aisle as the category tree it is read with does', async () => {
    expect((await listed())[0]!.category).toEqual({ id: aisle, name: 'Dairy' });
    // Renamed by another replica: the trigger rewrites the aisle's products, but this process
    // reads them with its category tree of before until that is refreshed.
    await t.app.db.execute(sql`UPDATE categories SET name = 'Dairy & Eggs' WHERE id = ${aisle}`);
    const stale = await get(t.app, `/api/products?category=${aisle}&sort=stock`);
    expect(body<Page>(stale).data.products[0]!.category?.name).toBe('Dairy');
    expect((await listed()).map((p) => p.category?.name)).toEqual(['Dairy & Eggs', 'Dairy & Eggs']);
  });

  it('prices a sale on the day asked, and leaves out a product deleted since its page', async () => {
    const cheese = await insertProduct(t.app.db, {
      name: 'Aged Cheddar',
      priceCents: 1000,
      discountPriceCents: 700,
      discountEndDate: isoDay(1),
    });
    const refs = await selectProductRefs(t.app.db).where(eq(products.id, cheese));
    const graph = await loadCategoryGraph(t.app.db);
    const priced = async (day: string) =>
      (await productJsons(t.app.db, refs, day, graph)).map((json) => JSON.parse(json) as Product);
    expect((await priced(isoDay(0)))[0]!.discountPrice).toBe(7);
    expect((await priced(isoDay(2)))[0]!.discountPrice).toBeNull();
    expect((await priced(isoDay(0)))[0]!.discountPrice).toBe(7);

    const gone = [...refs, { id: randomUUID(), version: refs[0]!.version }];
    expect(await productJsons(t.app.db, gone, isoDay(0), graph)).toHaveLength(1);
  });
});
