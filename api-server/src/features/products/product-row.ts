import { sql, type SQL } from 'drizzle-orm';
import type { Product, Unit } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Bound, CategoryGraph } from '../../lib/catalog-scope';

/** Columns every product read selects; the category's name comes from the in-memory graph. */
export const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  description: products.description,
  priceCents: products.priceCents,
  discountPercent: products.discountPercent,
  discountStartDate: products.discountStartDate,
  discountEndDate: products.discountEndDate,
  expiryDate: products.expiryDate,
  stock: products.stock,
  minStock: products.minStock,
  maxStock: products.maxStock,
  unit: products.unit,
  status: products.status,
  visibility: products.visibility,
  categoryId: products.categoryId,
  weight: products.weight,
  barcode: products.barcode,
  manufacturer: products.manufacturer,
  countryOfOrigin: products.countryOfOrigin,
  tags: products.tags,
  images: products.images,
  specifications: products.specifications,
  nutritionInfo: products.nutritionInfo,
  isFeatured: products.isFeatured,
  addedBy: products.addedBy,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export function selectProducts(db: Db) {
  return db.select(productColumns).from(products).$dynamic();
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** A sale counts only inside its window; either end may be open. */
export function discountActive(
  row: Pick<ProductRow, 'discountPercent' | 'discountStartDate' | 'discountEndDate'>,
  today: string,
): boolean {
  return (
    row.discountPercent > 0 &&
    (!row.discountStartDate || row.discountStartDate <= today) &&
    (!row.discountEndDate || row.discountEndDate >= today)
  );
}

export function activeDiscountSql(today: Bound<string>): SQL {
  return sql`(${products.discountPercent} > 0
    AND (${products.discountStartDate} IS NULL OR ${products.discountStartDate} <= ${today}::date)
    AND (${products.discountEndDate} IS NULL OR ${products.discountEndDate} >= ${today}::date))`;
}

export function discountedCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - percent)) / 100);
}

const dollars = (cents: number) => Math.round(cents) / 100;

export function toProduct(row: ProductRow, today: string, graph: CategoryGraph): Product {
  const images = row.images ?? [];
  const category = row.categoryId ? graph.get(row.categoryId) : undefined;
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    description: row.description,
    price: dollars(row.priceCents),
    discount: row.discountPercent,
    discountPrice: discountActive(row, today)
      ? dollars(discountedCents(row.priceCents, row.discountPercent))
      : null,
    discountStartDate: row.discountStartDate,
    discountEndDate: row.discountEndDate,
    expiryDate: row.expiryDate,
    stock: row.stock,
    minStock: row.minStock,
    maxStock: row.maxStock,
    unit: row.unit as Unit,
    status: row.status,
    visibility: row.visibility,
    categoryId: row.categoryId,
    category: category ? { id: category.id, name: category.name } : null,
    weight: row.weight,
    barcode: row.barcode,
    manufacturer: row.manufacturer,
    countryOfOrigin: row.countryOfOrigin,
    tags: row.tags ?? [],
    images,
    image: images[0] ?? null,
    specifications: (row.specifications ?? {}) as Record<string, string>,
    nutritionInfo: (row.nutritionInfo ?? {}) as Record<string, string | number>,
    isActive: row.status === 'active',
    isFeatured: row.isFeatured,
    isVisible: row.visibility === 'visible',
    addedBy: row.addedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
