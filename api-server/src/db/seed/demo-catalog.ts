import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, products } from '../schema';
import { demoCatalog } from './catalog';
import { documentOf } from '../product-document';
import { type ProductInsert, toProductRow } from './product-rows';
import { seededRandom } from './random';
import type { CategorySeed } from './types';

// Any constant: it only has to be the same for every replica seeding the same database.
const SEED_LOCK = 727_274_002;
const BATCH = 500;

export interface SeedResult {
  categories: number;
  products: number;
}

/**
 * Loads the demo catalogue into an empty store. Skips (returns null) as soon as any category
 * exists, so a restart, a second replica or a store the admin has emptied is left alone.
 */
export async function seedDemoCatalog(
  db: Db,
  catalog: CategorySeed[] = demoCatalog,
): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(categories);
    if ((existing?.total ?? 0) > 0) return null;

    const today = new Date().toISOString().slice(0, 10);
    const random = seededRandom(20_240_601);
    const rows: ProductInsert[] = [];
    let categoryCount = 0;
    for (const top of catalog) {
      const [parent] = await tx
        .insert(categories)
        .values({ name: top.name, description: top.description })
        .returning({ id: categories.id });
      const subs = await tx
        .insert(categories)
        .values(
          top.subcategories.map((s) => ({
            name: s.name,
            description: s.description,
            parentId: parent!.id,
          })),
        )
        .returning({ id: categories.id, name: categories.name });
      const subIds = new Map(subs.map((s) => [s.name, s.id]));
      categoryCount += 1 + subs.length;
      for (const subcategory of top.subcategories) {
        const categoryId = subIds.get(subcategory.name)!;
        for (const seed of subcategory.products) {
          const serial = rows.length + 1;
          const row = toProductRow(seed, { categoryId, subcategory, serial, today, random });
          rows.push({ ...row, document: documentOf(row) });
        }
      }
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(products).values(rows.slice(i, i + BATCH));
    }
    return { categories: categoryCount, products: rows.length };
  });
}
