import { type AnyColumn, and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import {
  type Bound,
  type CatalogScope,
  idArray,
  visibilityConditions,
} from '../../lib/catalog-scope';
import { rawTsqueryOf } from '../../lib/text-search';
import { activeDiscountSql, selectVersionedProducts } from './product-row';

/** Spec section 9: low stock is stock under 10. */
export const LOW_STOCK = 10;

/** What the filters compare with: values, or placeholders of a prepared statement. */
export interface FilterValues {
  day: Bound<string>;
  /** The filtered category and its descendants (unused without a category filter). */
  categoryIds: Bound<readonly string[]>;
  /** The filtered category when it is top-level (see PageSpec), else null. */
  rootCategoryId: Bound<string | null>;
  hiddenCategoryIds: Bound<readonly string[]>;
}

/**
 * The filters other than category and text search. A page reads a category by its own index
 * ranges (perCategoryPageIds); counts and ranked search add inCategories.
 */
export function filterConditions(
  query: ProductListQuery,
  scope: CatalogScope,
  values: FilterValues,
): SQL[] {
  const conditions = visibilityConditions(scope, values.day, values.hiddenCategoryIds);
  if (query.featured) conditions.push(eq(products.isFeatured, true));
  if (query.sale) conditions.push(activeDiscountSql(values.day));
  if (query.lowStock) conditions.push(lt(products.stock, LOW_STOCK));
  return conditions;
}

/** The caller has checked the category is in scope. */
export function inCategories(categoryIds: Bound<readonly string[]>): SQL {
  return sql`${products.categoryId} = ANY(${idArray(categoryIds)})`;
}

/** `match` is matchQueryText's: it finds what the search's tsquery does, for less. */
export function searchCondition(match: Bound<string>): SQL {
  return sql`${products.searchVector} @@ ${rawTsqueryOf(match)}`;
}

export function whereOf(conditions: (SQL | undefined)[]): SQL | undefined {
  return conditions.some((condition) => condition !== undefined) ? and(...conditions) : undefined;
}

/** What a listing is ordered by: one key, then the id in the same direction (orderBy). */
export interface Sort {
  key: SQL | AnyColumn;
  direction: 'asc' | 'desc';
}

export function sortOf(query: ProductListQuery): Sort {
  const by = (key: SQL | AnyColumn, fallback: 'asc' | 'desc'): Sort => ({
    key,
    direction: query.order ?? fallback,
  });
  switch (query.sort) {
    case 'name':
      return by(sql`lower(${products.name}) COLLATE "C"`, 'asc');
    case 'price':
      return by(products.effectivePriceCents, 'asc');
    case 'stock':
      return by(products.stock, 'asc');
    default:
      return by(products.createdAt, 'desc');
  }
}

/**
 * Every order ends with the id, in the same direction, so equal keys still page
 * deterministically and a descending order is a backward walk of the same index. `key` stands
 * in for the sort's own key where a subquery has already computed it.
 */
export function orderBy(sort: Sort, key: SQL | AnyColumn = sort.key): SQL[] {
  const direction = sort.direction === 'desc' ? desc : asc;
  return [direction(key), direction(products.id)];
}

export interface PageSpec {
  /** Every filter but the category. */
  where: SQL | undefined;
  /** The category and its descendants, when the listing is filtered by category. */
  categoryIds?: Bound<readonly string[]>;
  /**
   * The filtered category, when it is top-level: its page is one range of
   * products_shop_root_*_idx, where a subcategory's is merged from one range per category.
   */
  rootCategoryId?: Bound<string | null>;
  sort: Sort;
  limit: Bound<number>;
  offset: Bound<number>;
}

/** Everything a page's rows must match, its category included: what counts and ranking read. */
export function allConditions(page: Pick<PageSpec, 'where' | 'categoryIds'>, ...more: SQL[]) {
  const inCategory = page.categoryIds ? inCategories(page.categoryIds) : undefined;
  return whereOf([page.where, inCategory, ...more]);
}

/** A page's refs come from its index alone: it includes the id, the version and every key. */
const refColumns = { id: products.id, version: products.version };

/**
 * A subcategory's page (a top-level category's is one range of its own index, by
 * rootCategoryId). PostgreSQL cannot walk one index in sort order across several category ids
 * (a category and its subcategories), so it would filter the shop-wide order row by row; here
 * each category gives its first offset + limit rows from its own index range
 * (products_shop_category_*_idx) and only those are sorted. The lateral is aliased "products"
 * so the refs read its columns outside it, and it selects its sort key rather than the columns
 * the key is computed from, which the index may not hold (lower(name), not the name).
 */
function perCategoryPage(db: Db, page: PageSpec & { categoryIds: Bound<readonly string[]> }) {
  const inCategory = sql`${products.categoryId} = "category"."id"`;
  const sortKey = sql`"products"."sort_key"`;
  const lateral = sql`unnest(${idArray(page.categoryIds)}) AS "category"("id")
    CROSS JOIN LATERAL (
      SELECT ${products.id}, ${products.version}, ${page.sort.key} AS "sort_key"
      FROM ${products} WHERE ${page.where ?? sql`true`} AND ${inCategory}
      ORDER BY ${sql.join(orderBy(page.sort), sql`, `)} LIMIT ${page.limit}::int + ${page.offset}::int
    ) AS "products"`;
  // Drizzle refuses the table's own columns from another source: the same names, as SQL.
  const lateralRefs = {
    id: sql<string>`"products"."id"`,
    version: sql`"products"."version"`.mapWith(products.version),
  };
  return db
    .select(lateralRefs)
    .from(lateral)
    .orderBy(...orderBy(page.sort, sortKey))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A page's refs in order, read from an index alone where one serves the filters, then, when
 * asked, just those rows whole (see PageRow): sorting thousands of wide rows would cost far more.
 */
export function sortedPage(db: Db, page: PageSpec) {
  const { rootCategoryId, categoryIds } = page;
  const inRoot =
    rootCategoryId === undefined ? undefined : sql`${products.rootCategoryId} = ${rootCategoryId}`;
  const refs =
    categoryIds && !inRoot
      ? perCategoryPage(db, { ...page, categoryIds })
      : db
          .select(refColumns)
          .from(products)
          .where(whereOf([page.where, inRoot]))
          .orderBy(...orderBy(page.sort))
          .limit(page.limit)
          .offset(page.offset);
  const onPage = sql`${products.id} IN (SELECT "page"."id" FROM (${refs.getSQL()}) AS "page")`;
  return {
    refs,
    rows: selectVersionedProducts(db)
      .where(onPage)
      .orderBy(...orderBy(page.sort)),
  };
}

export function countMatching(db: Db, where: SQL | undefined) {
  return db.select({ total: count() }).from(products).where(where);
}
