import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { UNITS, type Pagination, type Product } from '@grocery/shared-api';
import { categories, products } from '../schema';
import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { ean13 } from './random';
import { seedDemoCatalog } from './demo-catalog';

const publicDir = join(__dirname, '..', '..', '..', 'public');

describe.each(drivers)('the demo catalogue (%s)', (driver) => {
  const t = useTestApp(driver);
  let rows: (typeof products.$inferSelect)[];
  beforeAll(async () => {
    expect(await seedDemoCatalog(t.app.db)).toEqual({ categories: 56, products: 211 });
    rows = await t.app.db.select().from(products);
  });

  it('stocks a full store: 10+ aisles with subcategories and 150+ products', async () => {
    const tops = await t.app.db.select().from(categories).where(isNull(categories.parentId));
    expect(tops.length).toBeGreaterThanOrEqual(10);
    for (const top of tops) {
      const [subs] = await t.app.db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.parentId, top.id));
      expect(subs!.n).toBeGreaterThan(0);
    }
    const tree = body<{ categories: { name: string; children: { name: string }[] }[] }>(
      await get(t.app, '/api/categories/tree'),
    ).data.categories;
    const produce = tree.find((c) => c.name === 'Fruits & Vegetables')!;
    expect(produce.children.map((c) => c.name)).toEqual([
      'Fresh Fruits',
      'Fresh Vegetables',
      'Herbs',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('gives every product a picture that ships with the repo', () => {
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(2);
      for (const image of row.images) {
        expect(image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(existsSync(join(publicDir, image))).toBe(true);
      }
    }
  });

  it('serves the pictures at /images', async () => {
    const response = await get(t.app, rows[0]!.images[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('follows the product form rules of the spec', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row.sku).toMatch(/^[A-Z0-9-]{3,20}$/);
      expect(row.barcode).toMatch(/^\d{8,14}$/);
      expect(ean13(row.barcode!.slice(0, 12))).toBe(row.barcode);
      expect(UNITS).toContain(row.unit);
      expect(row.priceCents).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThanOrEqual(10);
      expect(row.description.length).toBeLessThanOrEqual(1000);
      for (const tag of row.tags) expect(tag).toMatch(/^[A-Za-z0-9 ]{1,50}$/);
      expect(row.manufacturer!.length).toBeGreaterThanOrEqual(2);
      expect(row.expiryDate! > today).toBe(true);
      expect(row.weight).toBeGreaterThan(0);
      const { calories, ...grams } = row.nutritionInfo as Record<string, string | number>;
      if (calories !== undefined) expect(typeof calories).toBe('number');
      for (const [key, value] of Object.entries(grams)) {
        expect(`${key}: ${value}`).toMatch(/: [\d.]+(g|ml)$/);
      }
    }
  });

  it('writes shelf lives as a shopper reads them: one day, not one days', () => {
    const shelfLives = rows.map(
      (row) => (row.specifications as Record<string, string>)['Shelf life'],
    );
    expect(shelfLives).toContain('1 day');
    for (const life of shelfLives)
      expect(life).toMatch(/^(1 day|([2-9]|\d\d+) (days|months|years))$/);
  });

  it('sells loose produce, deli, meat and cheese by weight', async () => {
    const loose = rows.filter((r) => r.soldBy === 'weight');
    expect(loose.map((r) => r.name).sort()).toEqual([
      "Butcher's Beef Mince",
      'Cheddar from the Counter',
      'Deli Counter Smoked Turkey',
      'Loose Carrots',
      'Loose Gala Apples',
    ]);
    for (const row of loose) {
      expect(row).toMatchObject({ weightUnit: 'kg', unit: 'kg' });
      expect(row.minQuantity).toBeGreaterThanOrEqual(row.quantityStep);
    }
  });

  it('has low stock, sold-out items, featured items and sales', async () => {
    expect(rows.filter((r) => r.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.stock > 0 && r.stock < 10).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.isFeatured).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.discountStartDate).length).toBeGreaterThanOrEqual(5);
    const sale = body<{ products: Product[]; pagination: Pagination }>(
      await get(t.app, '/api/products?sale=true&limit=100'),
    ).data;
    expect(sale.pagination.total).toBeGreaterThanOrEqual(10);
    for (const product of sale.products) expect(product.discountPrice).toBeLessThan(product.price);
  });

  it("fills every shelf of a fresh store's customer home", async () => {
    // Spec section 9: the customer home loads the 12 newest products and cuts its shelves from
    // them: up to 6 featured, up to 4 on sale, 8 latest.
    const newest = body<{ products: Product[] }>(
      await get(t.app, '/api/products?limit=12&sort=createdAt&order=desc'),
    ).data.products;
    const onSale = new Set(
      body<{ products: Product[] }>(
        await get(t.app, '/api/products?sale=true&limit=100'),
      ).data.products.map((p) => p.id),
    );
    expect(newest.filter((p) => p.isFeatured).map((p) => p.name)).toHaveLength(6);
    expect(newest.filter((p) => onSale.has(p.id)).map((p) => p.name)).toHaveLength(4);
    for (const product of newest) expect(product.stock).toBeGreaterThan(0);
  });

  it('is loaded once: a second run leaves the store alone', async () => {
    expect(await seedDemoCatalog(t.app.db)).toBeNull();
    const [after] = await t.app.db.select({ n: count() }).from(products);
    expect(after!.n).toBe(rows.length);
  });
});
