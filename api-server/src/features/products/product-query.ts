import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import {
  type Bound,
  type CatalogScope,
  idArray,
  visibilityConditions,
} from '../../lib/catalog-scope';
import { tsqueryOf } from '../../lib/text-search';
import { activeDiscountSql, selectProducts } from './product-row';

/** Spec section 9: low stock is stock under 10. */
export const LOW_STOCK = 10;

/** What the filters compare with: values, or placeholders of a prepared statement. */
export interface FilterValues {
  day: Bound<string>;
  /** The filtered category and its descendants (unused without a category filter). */
  categoryIds: Bound<string[]>;
  hiddenCategoryIds: Bound<string[]>;
}

/** The filters other than text search; the caller has checked the category is in scope. */
export function filterConditions(
  query: ProductListQuery,
  scope: CatalogScope,
  values: FilterValues,
): SQL[] {
  const conditions = visibilityConditions(scope, values.day, values.hiddenCategoryIds);
  if (query.category) {
    conditions.push(sql`${products.categoryId} = ANY(${idArray(values.categoryIds)})`);
  }
  if (query.featured) conditions.push(eq(products.isFeatured, true));
  if (query.sale) conditions.push(activeDiscountSql(values.day));
  if (query.lowStock) conditions.push(lt(products.stock, LOW_STOCK));
  return conditions;
}

export function searchCondition(tsquery: string): SQL {
  return sql`${products.searchVector} @@ ${tsqueryOf(tsquery)}`;
}

export function whereOf(conditions: SQL[]): SQL | undefined {
  return conditions.length ? and(...conditions) : undefined;
}

/** Every order ends with the id so equal keys still page deterministically. */
export function orderOf(query: ProductListQuery): SQL[] {
  const direction = (fallback: 'asc' | 'desc') =>
    (query.order ?? fallback) === 'desc' ? desc : asc;
  switch (query.sort) {
    case 'name':
      return [direction('asc')(sql`lower(${products.name}) COLLATE "C"`), asc(products.id)];
    case 'price':
      return [direction('asc')(products.effectivePriceCents), asc(products.id)];
    case 'stock':
      return [direction('asc')(products.stock), asc(products.id)];
    case 'createdAt':
      return [direction('desc')(products.createdAt), asc(products.id)];
    default:
      return [desc(products.createdAt), asc(products.id)];
  }
}

/**
 * A page in two phases in one statement: the page's ids in order (narrow, often index-only),
 * then the full rows of just those ids; sorting thousands of wide rows would cost far more.
 */
export function sortedPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: Bound<number>,
  offset: Bound<number>,
) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectProducts(db)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
}

export function countMatching(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(products).where(where);
}
