import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { type Driver, freshDatabase } from './database';

type CategoryInsert = typeof categories.$inferInsert;
type ProductInsert = typeof products.$inferInsert;

let serial = 0;

export async function insertCategory(db: Db, values: CategoryInsert): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

/** A product with plausible defaults; tests state only what they assert on. */
export async function insertProduct(
  db: Db,
  values: Partial<ProductInsert> & { name: string },
): Promise<string> {
  serial += 1;
  const [row] = await db
    .insert(products)
    .values({
      sku: `TEST-${serial}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      description: `${values.name}, fresh from the test kitchen.`,
      priceCents: 100,
      stock: 10,
      unit: 'piece',
      ...values,
    })
    .returning({ id: products.id });
  return row!.id;
}

export function isoDay(offsetDays = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

export interface SmallCatalog {
  fruits: string;
  apples: string;
  berries: string;
  dairy: string;
  secret: string;
  secretSub: string;
  product: Record<string, string>;
}

/**
 * A store small enough to assert on exactly. Visible to shoppers: 7 products. Not visible:
 * a hidden, an inactive, an expired product and one in a hidden category.
 */
export async function smallCatalog(db: Db): Promise<SmallCatalog> {
  const fruits = await insertCategory(db, { name: 'Fruits', description: 'Fresh fruit' });
  const apples = await insertCategory(db, { name: 'Apples', parentId: fruits });
  const berries = await insertCategory(db, { name: 'Berries', parentId: fruits });
  const dairy = await insertCategory(db, { name: 'Dairy' });
  const secret = await insertCategory(db, { name: 'Secret Stash', isVisible: false });
  const secretSub = await insertCategory(db, { name: 'Secret Sauces', parentId: secret });
  const add = (values: Parameters<typeof insertProduct>[1]) => insertProduct(db, values);
  const product: Record<string, string> = {
    honeycrisp: await add({
      name: 'Honeycrisp Apple',
      categoryId: apples,
      priceCents: 300,
      stock: 50,
      isFeatured: true,
      tags: ['fruit', 'apple'],
      manufacturer: 'Orchard Valley',
      images: ['/images/products/red-apple.svg', '/images/products/green-apple.svg'],
      weight: 1,
      unit: 'kg',
    }),
    granny: await add({
      name: 'Granny Smith Apple',
      categoryId: apples,
      priceCents: 200,
      stock: 5,
      tags: ['fruit', 'apple', 'tart'],
    }),
    bananas: await add({
      name: 'Organic Bananas',
      categoryId: fruits,
      priceCents: 100,
      stock: 100,
      discountPriceCents: 90,
      tags: ['fruit', 'banana'],
      manufacturer: 'Sunny Coast',
    }),
    blueberries: await add({
      name: 'Blueberries',
      categoryId: berries,
      priceCents: 500,
      stock: 0,
      discountPriceCents: 250,
      discountStartDate: isoDay(-2),
      discountEndDate: isoDay(5),
    }),
    strawberries: await add({
      name: 'Strawberries',
      categoryId: berries,
      priceCents: 400,
      stock: 30,
      discountPriceCents: 320,
      discountStartDate: isoDay(3),
      discountEndDate: isoDay(10),
    }),
    milk: await add({
      name: 'Whole Milk',
      categoryId: dairy,
      priceCents: 350,
      stock: 20,
      expiryDate: isoDay(7),
      unit: 'gal',
      weight: 1,
    }),
    chocolate: await add({
      name: 'Dark Chocolate',
      priceCents: 260,
      stock: 8,
      description: 'Rich cocoa bar from Maison Cacao.',
      manufacturer: 'Maison Cacao',
    }),
    hidden: await add({ name: 'Hidden Cheese', categoryId: dairy, visibility: 'hidden' }),
    inactive: await add({ name: 'Inactive Yogurt', categoryId: dairy, status: 'inactive' }),
    expired: await add({ name: 'Expired Cream', categoryId: dairy, expiryDate: isoDay(-1) }),
    secretSauce: await add({ name: 'Secret Sauce', categoryId: secretSub }),
  };
  return { fruits, apples, berries, dairy, secret, secretSub, product };
}

/**
 * A fresh migrated database holding smallCatalog, built in beforeAll and dropped in afterAll: for
 * suites below the app (seeding, bulk loads). Read `db` inside tests.
 */
export function useCatalogDatabase(driver: Driver): { readonly db: Db } {
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase(driver);
    await smallCatalog(fresh.database.db);
  });
  afterAll(() => fresh?.drop());
  return {
    get db() {
      if (!fresh) throw new Error('the catalogue database is built in beforeAll');
      return fresh.database.db;
    },
  };
}
