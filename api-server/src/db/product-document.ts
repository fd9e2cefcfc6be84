import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Product } from '@grocery/shared-api';
import type { Db } from './client';
import { products } from './schema';

/** Product fields read from their columns on every read, never from the stored document. */
export type LiveField =
  | 'id'
  | 'stock'
  | 'soldBy'
  | 'weightUnit'
  | 'quantityStep'
  | 'minQuantity'
  | 'price'
  | 'discount'
  | 'discountPrice'
  | 'discountStartDate'
  | 'discountEndDate'
  | 'status'
  | 'visibility'
  | 'isActive'
  | 'isVisible'
  | 'categoryId'
  | 'category'
  | 'addedBy'
  | 'createdAt'
  | 'updatedAt';
/** What a product's document holds: every Product field that is not read live. */
export type ProductDocument = Omit<Product, LiveField>;

/**
 * The columns a product's document is made of. Migration 0007's trigger must name each of them
 * (a test compares the two lists); every other Product field is read live
 * (features/products/product-row.ts).
 */
export const documentColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  description: products.description,
  expiryDate: products.expiryDate,
  minStock: products.minStock,
  maxStock: products.maxStock,
  unit: products.unit,
  weight: products.weight,
  barcode: products.barcode,
  manufacturer: products.manufacturer,
  countryOfOrigin: products.countryOfOrigin,
  tags: products.tags,
  images: products.images,
  specifications: products.specifications,
  nutritionInfo: products.nutritionInfo,
  isFeatured: products.isFeatured,
};

/** What a document is built from: a product row, or a row about to be inserted. */
export type DocumentSource = Pick<typeof products.$inferSelect, keyof typeof documentColumns>;

export function documentOf(row: Omit<DocumentSource, 'id'>): string {
  const images = row.images ?? [];
  return JSON.stringify({
    name: row.name,
    sku: row.sku,
    description: row.description,
    expiryDate: row.expiryDate,
    minStock: row.minStock,
    maxStock: row.maxStock,
    unit: row.unit as ProductDocument['unit'],
    weight: row.weight,
    barcode: row.barcode,
    manufacturer: row.manufacturer,
    countryOfOrigin: row.countryOfOrigin,
    tags: row.tags ?? [],
    images,
    image: images[0] ?? null,
    specifications: (row.specifications ?? {}) as Record<string, string>,
    nutritionInfo: (row.nutritionInfo ?? {}) as Record<string, string | number>,
    isFeatured: row.isFeatured,
  } satisfies ProductDocument);
}

const BATCH = 1000;

/**
 * Stores the document of every product that has none (of `ids`, when given), a batch at a
 * time. A row written between reading and storing keeps no document (its version moved on), so a
 * racing write is never overwritten with what it replaced.
 */
export async function documentProducts(db: Db, ids?: string[]): Promise<void> {
  for (let after: string | undefined; ; ) {
    const rows = await db
      .select({ ...documentColumns, version: products.version })
      .from(products)
      .where(
        and(
          isNull(products.document),
          ids ? inArray(products.id, ids) : undefined,
          after ? gt(products.id, after) : undefined,
        ),
      )
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!rows.length) return;
    const documents = rows.map((row) => ({
      id: row.id,
      version: row.version,
      document: documentOf(row),
    }));
    await db.execute(sql`UPDATE ${products} SET document = d.document
      FROM json_to_recordset(${JSON.stringify(documents)}::json)
        AS d(id uuid, version bigint, document text)
      WHERE ${products.id} = d.id AND ${products.version} = d.version`);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
