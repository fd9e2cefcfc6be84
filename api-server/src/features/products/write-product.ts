import { and, eq, sql } from 'drizzle-orm';
import {
  INT_MAX,
  toThousandths,
  PRODUCT_MESSAGES,
  type Product,
  type ProductCreateData,
  type ProductStockData,
  type ProductUpdateData,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { PRODUCT_NOT_FOUND, getProduct } from './get-product';
import { audited } from './product-audit';
import { documentProducts } from '../../db/product-document';

export const PRODUCT_WRITE_MESSAGES = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  stockUpdated: 'Stock updated successfully!',
  notYours: 'You can only change products you added',
  skuTaken: 'A product with this SKU already exists',
  categoryMissing: 'Category not found',
  inOrders: 'This product appears in orders and cannot be deleted; make it inactive instead',
  notEnoughStock: (stock: number) =>
    `Not enough stock: only ${stock} left, and stock cannot go below 0`,
} as const;
const M = PRODUCT_WRITE_MESSAGES;

type ProductInsert = typeof products.$inferInsert;
type Existing = Pick<
  typeof products.$inferSelect,
  | 'addedBy'
  | 'priceCents'
  | 'discountPriceCents'
  | 'soldBy'
  | 'weightUnit'
  | 'quantityStep'
  | 'minQuantity'
  | 'stock'
>;

const cents = (dollars: number) => Math.round(dollars * 100);

type DiscountInput = Pick<ProductUpdateData, 'discount' | 'discountPrice'>;

/**
 * The sale price to keep: the one the manager typed, to the cent. A percent (the spec's other
 * way to say it) becomes a price once, at the price it came with; a 0 percent or a null price
 * ends the sale; sending neither keeps the current one.
 */
function salePriceCents(input: DiscountInput, priceCents: number, current: number | null) {
  if (input.discountPrice != null) return cents(input.discountPrice);
  if (input.discount !== undefined) {
    const sale = Math.round((priceCents * (100 - input.discount)) / 100);
    return sale < priceCents ? sale : null;
  }
  return input.discountPrice === null ? null : current;
}

function toColumns(input: ProductUpdateData, existing?: Existing): Partial<ProductInsert> {
  const { price, discount, discountPrice, ...rest } = input;
  const priceCents = price !== undefined ? cents(price) : (existing?.priceCents ?? 0);
  const sale = salePriceCents(
    { discount, discountPrice },
    priceCents,
    existing?.discountPriceCents ?? null,
  );
  if (sale !== null && sale >= priceCents) {
    const message = PRODUCT_MESSAGES.discountPriceBelowPrice;
    throw new ValidationError(message, [{ field: 'discountPrice', message }]);
  }
  return {
    ...rest,
    ...(price !== undefined ? { priceCents } : {}),
    discountPriceCents: sale,
    updatedAt: new Date(),
  };
}

async function assertCategory(db: Db, id: string | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row)
    throw new ValidationError(M.categoryMissing, [
      { field: 'categoryId', message: M.categoryMissing },
    ]);
}

/** Admins change any product; a store manager only the ones it added. */
async function loadOwned(db: Db, id: string, auth: AuthContext): Promise<Existing> {
  const [row] = await db
    .select({
      addedBy: products.addedBy,
      priceCents: products.priceCents,
      discountPriceCents: products.discountPriceCents,
      soldBy: products.soldBy,
      weightUnit: products.weightUnit,
      quantityStep: products.quantityStep,
      minQuantity: products.minQuantity,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  if (auth.role !== 'admin' && row.addedBy !== auth.userId) throw new ForbiddenError(M.notYours);
  return row;
}

const invalid = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

/**
 * An update that leaves soldBy out is checked against the stored product: whole stock for unit
 * goods; a weight unit and a minimum of whole steps for weighed goods (the form schema checks
 * what arrives together).
 */
function checkSelling(input: ProductUpdateData, existing: Existing): void {
  const soldBy = input.soldBy ?? existing.soldBy;
  if (soldBy === 'unit') {
    const stock = input.stock ?? existing.stock;
    if (!Number.isInteger(stock)) throw invalid('stock', PRODUCT_MESSAGES.wholeNumber);
    return;
  }
  if (!(input.weightUnit ?? existing.weightUnit)) {
    throw invalid('weightUnit', PRODUCT_MESSAGES.weightUnitRequired);
  }
  const step = toThousandths(input.quantityStep ?? existing.quantityStep);
  const min = toThousandths(input.minQuantity ?? existing.minQuantity);
  if (min < step || min % step !== 0) {
    throw invalid('minQuantity', PRODUCT_MESSAGES.minQuantityStep);
  }
}

/**
 * A weighed product's unit is its weight unit. The schema holds what arrives together to that;
 * an update naming only one of them is held to the stored product here, and the unit follows.
 */
function unitOfWeighed(input: ProductUpdateData, existing: Existing): ProductUpdateData {
  if ((input.soldBy ?? existing.soldBy) !== 'weight') return input;
  const weightUnit = input.weightUnit ?? existing.weightUnit;
  if (input.unit !== undefined && input.unit !== weightUnit) {
    throw invalid('unit', PRODUCT_MESSAGES.unitIsWeightUnit);
  }
  return weightUnit ? { ...input, unit: weightUnit } : input;
}

/** SQLSTATE 23503 from either driver: a row elsewhere (an order line) still points here. */
function isReferenced(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

async function saving<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'products_sku_key')) throw new ConflictError(M.skuTaken);
    if (isReferenced(err)) throw new ConflictError(M.inOrders);
    throw err;
  } finally {
    invalidateCatalogCache(db);
  }
}

export async function createProduct(
  db: Db,
  input: ProductCreateData,
  auth: AuthContext,
): Promise<Product> {
  await assertCategory(db, input.categoryId);
  const values = { ...toColumns(input), addedBy: auth.userId } as ProductInsert;
  const id = await saving(db, () =>
    audited(db, auth, 'product.create', null, async (tx) => {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      await documentProducts(tx, [row!.id]);
      return row!.id;
    }),
  );
  return getProduct(db, id, 'all');
}

export async function updateProduct(
  db: Db,
  id: string,
  input: ProductUpdateData,
  auth: AuthContext,
): Promise<Product> {
  const existing = await loadOwned(db, id, auth);
  checkSelling(input, existing);
  const columns = toColumns(unitOfWeighed(input, existing), existing);
  await assertCategory(db, input.categoryId);
  await saving(db, () =>
    audited(db, auth, 'product.update', id, async (tx) => {
      await tx.update(products).set(columns).where(eq(products.id, id));
      await documentProducts(tx, [id]);
      return id;
    }),
  );
  return getProduct(db, id, 'all');
}

/** Sets the stock (`stock`) or moves it by `adjust` in one conditional UPDATE: never below 0. */
export async function changeStock(
  db: Db,
  id: string,
  change: ProductStockData,
  auth: AuthContext,
): Promise<Product> {
  const existing = await loadOwned(db, id, auth);
  const { adjust } = change;
  if (existing.soldBy === 'unit') {
    if (adjust !== undefined && !Number.isInteger(adjust)) {
      throw invalid('adjust', PRODUCT_MESSAGES.adjustWhole);
    }
    if (change.stock !== undefined && !Number.isInteger(change.stock)) {
      throw invalid('stock', PRODUCT_MESSAGES.wholeNumber);
    }
  }
  // Unbounded numeric: stock + adjust is compared with the range before it is stored.
  const next =
    adjust === undefined
      ? sql`${change.stock!}::numeric`
      : sql`(${products.stock}::numeric + ${adjust}::numeric)`;
  await saving(db, () =>
    audited(db, auth, 'product.stock', id, async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ stock: next, updatedAt: new Date() })
        .where(and(eq(products.id, id), sql`${next} BETWEEN 0 AND ${INT_MAX}`))
        .returning({ id: products.id });
      if (row) return row.id;
      const [current] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id));
      if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
      throw adjust! < 0
        ? new ConflictError(M.notEnoughStock(current.stock))
        : new ValidationError(PRODUCT_MESSAGES.stockMax, [
            { field: 'adjust', message: PRODUCT_MESSAGES.stockMax },
          ]);
    }),
  );
  return getProduct(db, id, 'all');
}

export async function deleteProduct(db: Db, id: string, auth: AuthContext): Promise<void> {
  await loadOwned(db, id, auth);
  await saving(db, () =>
    audited(db, auth, 'product.delete', id, async (tx) => {
      await tx.delete(products).where(eq(products.id, id));
      return id;
    }),
  );
}
