import { count, inArray, sql } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { CatalogScope } from '../../lib/catalog-scope';
import { type FilterValues, filterConditions, orderOf, whereOf } from './product-query';
import { selectProducts } from './product-row';

const PLACEHOLDERS: FilterValues = {
  day: sql.placeholder('day'),
  categoryIds: sql.placeholder('categoryIds'),
  hiddenCategoryIds: sql.placeholder('hiddenCategoryIds'),
};

function prepare(db: Db, query: ProductListQuery, scope: CatalogScope, name: string) {
  const where = whereOf(filterConditions(query, scope, PLACEHOLDERS));
  const order = orderOf(query);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    // Two phases in one statement: the page's ids in order (narrow, often index-only), then the
    // full rows of just those ids; sorting thousands of wide rows would cost far more.
    page: selectProducts(db)
      .where(inArray(products.id, pageIds))
      .orderBy(...order)
      .prepare(`${name}_page`),
    count: db.select({ total: count() }).from(products).where(where).prepare(`${name}_count`),
  };
}

export type ListingStatements = ReturnType<typeof prepare>;

const prepared = new WeakMap<Db, Map<string, ListingStatements>>();

/**
 * The statements of a listing without search, built once per shape (scope, filters present,
 * sort) and prepared: drizzle builds the SQL once instead of per request, and PostgreSQL parses
 * and plans it once per connection. Values (day, ids, page) are bound at each run. The shapes are
 * few (2 scopes x 5 sorts x 2 orders x 16 filter sets at most).
 */
export function listingStatements(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
): ListingStatements {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const shape = JSON.stringify([
    scope,
    query.sort ?? null,
    query.order ?? null,
    Boolean(query.category),
    query.featured,
    query.sale,
    query.lowStock,
  ]);
  let statements = byShape.get(shape);
  if (!statements) {
    statements = prepare(db, query, scope, `products_list_${byShape.size}`);
    byShape.set(shape, statements);
  }
  return statements;
}
