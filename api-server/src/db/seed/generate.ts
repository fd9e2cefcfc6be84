import { isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { documentOf } from '../product-document';
import { categories } from '../schema';
import { bulkInsertProducts } from './bulk-insert';
import { demoCatalog } from './catalog';
import { type ProductInsert, toProductRow } from './product-rows';
import { pick, randomInt, seededRandom, storeBarcode } from './random';
import type { ProductSeed, SubcategorySeed } from './types';

const BRANDS = [
  'Harvest Moon',
  'Blue Ridge',
  'Sunny Side',
  'Maple Lane',
  'Coastal Kitchen',
  'Prairie Gold',
  'Little Acre',
  'Northwind',
  'Golden Hour',
  'Evergreen',
  'Old Mill',
  'Silver Creek',
  'Riverbend',
  'Hilltop',
  'Copper Kettle',
  'Wild Thyme',
  'Bright Morning',
  'Stone Bridge',
];
const VARIANTS = [
  'Organic',
  'Classic',
  'Premium',
  'Family Size',
  'Value Pack',
  'Farmhouse',
  'Reduced Sugar',
  'Extra Large',
  'Mini',
  'Gourmet',
  'Everyday',
  'Select',
  'Artisan',
  'Light',
  'Original',
];

interface Template {
  seed: ProductSeed;
  subcategory: SubcategorySeed;
}

export interface GenerateOptions {
  batchSize?: number;
  seed?: number;
  onBatch?: (inserted: number) => void;
}

/**
 * Inserts `total` varied products for load tests: demo products re-branded and re-priced,
 * spread over the existing subcategories, a few hidden, inactive or on sale.
 */
export async function generateProducts(
  db: Db,
  total: number,
  options: GenerateOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const random = seededRandom(options.seed ?? Date.now());
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  const leaves = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(isNotNull(categories.parentId));
  const templates = new Map<string, Template[]>();
  for (const top of demoCatalog) {
    for (const subcategory of top.subcategories) {
      templates.set(
        subcategory.name,
        subcategory.products.map((seed) => ({ seed, subcategory })),
      );
    }
  }
  const everyTemplate = [...templates.values()].flat();
  const today = new Date().toISOString().slice(0, 10);

  let inserted = 0;
  while (inserted < total) {
    const rows: ProductInsert[] = [];
    for (let i = 0; i < Math.min(batchSize, total - inserted); i += 1) {
      const serial = inserted + i + 1;
      const category = leaves.length ? pick(random, leaves) : undefined;
      const { seed, subcategory } = pick(
        random,
        templates.get(category?.name ?? '') ?? everyTemplate,
      );
      const variant: ProductSeed = {
        ...seed,
        name: `${pick(random, BRANDS)} ${pick(random, VARIANTS)} ${seed.name}`,
        price: Math.max(0.29, Math.round(seed.price * (0.6 + random() * 1.2) * 100) / 100),
        discount: random() < 0.15 ? randomInt(random, 5, 40) : 0,
        sale: random() < 0.3 ? 'window' : 'ongoing',
        stock: random() < 0.03 ? 0 : randomInt(random, 1, 250),
        featured: random() < 0.02,
        shelfDays: seed.shelfDays ?? subcategory.shelfDays,
      };
      const categoryId = category?.id ?? null;
      const row = toProductRow(variant, { categoryId, subcategory, serial, today, random });
      const product = {
        ...row,
        sku: `B${run}-${serial}`,
        barcode: storeBarcode(5_000_000_000 + serial),
        status: random() < 0.01 ? ('inactive' as const) : ('active' as const),
        visibility: random() < 0.02 ? ('hidden' as const) : ('visible' as const),
        createdAt: new Date(Date.now() - randomInt(random, 0, 365 * 86_400) * 1000),
      };
      // Never edited since it was listed: updated when created, not before.
      const listed = { ...product, updatedAt: product.createdAt };
      rows.push({ ...listed, document: documentOf(listed) });
    }
    await bulkInsertProducts(db, rows);
    inserted += rows.length;
    options.onBatch?.(inserted);
  }
  return inserted;
}
