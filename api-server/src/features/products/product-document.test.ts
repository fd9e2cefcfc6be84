import { eq, isNull, sql } from 'drizzle-orm';
import type { Product } from '@grocery/shared-api';
import { rawRows } from '../../db/raw-rows';
import { products } from '../../db/schema';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { body, get, initializeAdmin, post, put } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct, smallCatalog } from '../../test/catalog';
import { generateProducts } from '../../db/seed/generate';
import { documentColumns, documentOf, documentProducts } from '../../db/product-document';

type Page = { products: Product[] };

describe.each(drivers)('stored product documents (%s)', (driver) => {
  const t = useTestApp(driver);
  const undocumented = async () =>
    (await t.app.db.select({ id: products.id }).from(products).where(isNull(products.document)))
      .length;
  const listed = async (name: string) => {
    invalidateCatalogCache(t.app.db);
    const page = body<Page>(await get(t.app, `/api/products?search=${encodeURIComponent(name)}`));
    return page.data.products;
  };
  beforeAll(async () => {
    await smallCatalog(t.app.db);
  });

  it('has the trigger watch exactly the columns a document is made of', async () => {
    const watched = await rawRows<{ column: string }>(
      t.app.db,
      sql`SELECT event_object_column AS "column"
        FROM information_schema.triggered_update_columns
        WHERE trigger_name = 'products_document_stale'`,
    );
    const columns = Object.values(documentColumns)
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    expect(watched.map((row) => row.column).sort()).toEqual(columns.sort());
  });

  it('answers a product changed behind the API with its new text, and stores it again', async () => {
    const id = await insertProduct(t.app.db, { name: 'Blood Oranges' });
    await documentProducts(t.app.db);
    expect(await undocumented()).toBe(0);
    await t.app.db.execute(
      sql`UPDATE products SET name = 'Cara Cara Oranges', tags = '{citrus}' WHERE id = ${id}`,
    );
    expect(await undocumented()).toBe(1);
    const [shown] = await listed('Cara Cara');
    expect(shown).toMatchObject({ id, name: 'Cara Cara Oranges', tags: ['citrus'] });
    const single = body<{ product: Product }>(await get(t.app, `/api/products/${id}`));
    expect(single.data.product).toEqual(shown);
    await documentProducts(t.app.db);
    expect(await undocumented()).toBe(0);
    expect(await listed('Cara Cara')).toEqual([shown]);
  });

  it('keeps a document through a stock change, and reads the new stock live', async () => {
    const id = await insertProduct(t.app.db, { name: 'Sourdough Loaf', stock: 12 });
    await documentProducts(t.app.db);
    const [before] = await t.app.db
      .select({ document: products.document })
      .from(products)
      .where(eq(products.id, id));
    await t.app.db.execute(sql`UPDATE products SET stock = 3 WHERE id = ${id}`);
    const [after] = await t.app.db
      .select({ document: products.document })
      .from(products)
      .where(eq(products.id, id));
    expect(after!.document).toBe(before!.document);
    expect((await listed('Sourdough'))[0]).toMatchObject({ id, stock: 3 });
  });

  it('stores a new document with every product the API writes', async () => {
    const { token } = await initializeAdmin(t.app);
    const category = await insertCategory(t.app.db, { name: 'Tomatoes' });
    const created = await post(
      t.app,
      '/api/products',
      {
        name: 'Heirloom Tomatoes',
        sku: 'TOM-HEIR',
        category,
        description: 'Ripe, in mixed colours.',
        price: '4.50',
        stock: '20',
        unit: 'kg',
      },
      token,
    );
    expect(created.statusCode).toBe(201);
    const id = body<{ product: Product }>(created).data.product.id;
    expect(await undocumented()).toBe(0);
    const updated = await put(
      t.app,
      `/api/products/${id}`,
      { name: 'Heirloom Cherry Tomatoes' },
      token,
    );
    expect(updated.statusCode).toBe(200);
    expect(await undocumented()).toBe(0);
    expect((await listed('Heirloom'))[0]).toMatchObject({ id, name: 'Heirloom Cherry Tomatoes' });
  });

  it('seeds products with the documents their stored rows make', async () => {
    await generateProducts(t.app.db, 30, { seed: 7 });
    const seeded = await t.app.db
      .select({ ...documentColumns, document: products.document })
      .from(products)
      .where(sql`${products.sku} LIKE 'B%'`);
    expect(seeded).toHaveLength(30);
    // jsonb keeps object keys in its own order: the same document, written differently.
    for (const { document, ...row } of seeded) {
      expect(JSON.parse(document!)).toEqual(JSON.parse(documentOf(row)));
    }
  });
});
