import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Bound, CategoryGraph } from '../../lib/catalog-scope';
import type { LiveField } from '../../db/product-document';

/**
 * Columns every product read selects: the stored document (product-document.ts) and the fields
 * that change without the product being edited (stock, the day's sale, the category's name) or
 * that reads filter on. The category's name comes from the in-memory graph.
 */
export const productColumns = {
  id: products.id,
  document: products.document,
  stock: products.stock,
  soldBy: products.soldBy,
  weightUnit: products.weightUnit,
  quantityStep: products.quantityStep,
  minQuantity: products.minQuantity,
  priceCents: products.priceCents,
  discountPriceCents: products.discountPriceCents,
  discountStartDate: products.discountStartDate,
  discountEndDate: products.discountEndDate,
  status: products.status,
  visibility: products.visibility,
  categoryId: products.categoryId,
  addedBy: products.addedBy,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export function selectProducts(db: Db) {
  return db.select(productColumns).from(products).$dynamic();
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/**
 * Products with the version of each it read (product-json-cache.ts): the same version means the
 * same columns (products.version).
 */
export function selectProductRefs(db: Db) {
  return db.select({ id: products.id, version: products.version }).from(products).$dynamic();
}

/** A page's products whole, with their versions, for a page whose JSON is not kept. */
export function selectVersionedProducts(db: Db) {
  return db
    .select({ ...productColumns, version: products.version })
    .from(products)
    .$dynamic();
}

export type ProductRef = Awaited<ReturnType<typeof selectProductRefs>>[number];
export type VersionedRow = Awaited<ReturnType<typeof selectVersionedProducts>>[number];
/** What a page query answers, as asked: its products' refs or their whole rows. */
export type PageRow = ProductRef | VersionedRow;
export type DocumentedRow = ProductRow & { document: string };

type SaleColumns = 'priceCents' | 'discountPriceCents' | 'discountStartDate' | 'discountEndDate';

/**
 * A sale counts only below the price and inside its window (either end may be open): the same
 * rule as product_price_on (migration 0014), which prices orders and the price sort.
 */
export function discountActive(row: Pick<ProductRow, SaleColumns>, today: string): boolean {
  return (
    row.discountPriceCents !== null &&
    row.discountPriceCents < row.priceCents &&
    (!row.discountStartDate || row.discountStartDate <= today) &&
    (!row.discountEndDate || row.discountEndDate >= today)
  );
}

export function activeDiscountSql(today: Bound<string>): SQL {
  return sql`(${products.discountPriceCents} < ${products.priceCents}
    AND (${products.discountStartDate} IS NULL OR ${products.discountStartDate} <= ${today}::date)
    AND (${products.discountEndDate} IS NULL OR ${products.discountEndDate} >= ${today}::date))`;
}

/** The percent a sale price takes off, to the hundredth: derived, never stored. */
export function percentOff(priceCents: number, saleCents: number | null): number {
  if (saleCents === null || saleCents >= priceCents) return 0;
  return Math.round(((priceCents - saleCents) * 10_000) / priceCents) / 100;
}

const dollars = (cents: number) => Math.round(cents) / 100;

function liveFields(
  row: ProductRow,
  today: string,
  graph: CategoryGraph,
): Pick<Product, LiveField> {
  const category = row.categoryId ? graph.get(row.categoryId) : undefined;
  return {
    id: row.id,
    stock: row.stock,
    soldBy: row.soldBy,
    weightUnit: row.weightUnit,
    quantityStep: row.quantityStep,
    minQuantity: row.minQuantity,
    price: dollars(row.priceCents),
    discount: percentOff(row.priceCents, row.discountPriceCents),
    discountPrice: discountActive(row, today) ? dollars(row.discountPriceCents!) : null,
    discountStartDate: row.discountStartDate,
    discountEndDate: row.discountEndDate,
    status: row.status,
    visibility: row.visibility,
    isActive: row.status === 'active',
    isVisible: row.visibility === 'visible',
    categoryId: row.categoryId,
    category: category ? { id: category.id, name: category.name } : null,
    addedBy: row.addedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A product as JSON text: its live fields, then its document's (the two share no key), so a
 * listing parses and serializes 13 columns per row instead of 28.
 */
export function productJson(row: DocumentedRow, today: string, graph: CategoryGraph): string {
  return `${JSON.stringify(liveFields(row, today, graph)).slice(0, -1)},${row.document.slice(1)}`;
}

export function toProduct(row: DocumentedRow, today: string, graph: CategoryGraph): Product {
  return JSON.parse(productJson(row, today, graph)) as Product;
}
