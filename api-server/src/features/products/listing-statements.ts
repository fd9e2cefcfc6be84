import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { genericPlanDb } from '../../db/generic-plans';
import type { CatalogScope } from '../../lib/catalog-scope';
import {
  allConditions,
  countMatching,
  type FilterValues,
  filterConditions,
  sortOf,
  sortedPage,
  whereOf,
} from './product-query';
import { preparedOnce } from './prepared-once';

/** Bound at each run of a prepared statement. */
export const BOUND_AT_RUN: FilterValues = {
  day: sql.placeholder('day'),
  categoryIds: sql.placeholder('categoryIds'),
  rootCategoryId: sql.placeholder('rootCategoryId'),
  hiddenCategoryIds: sql.placeholder('hiddenCategoryIds'),
};

function prepare(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
  topLevel: boolean,
  name: string,
) {
  const spec = {
    where: whereOf(filterConditions(query, scope, BOUND_AT_RUN)),
    categoryIds: query.category ? BOUND_AT_RUN.categoryIds : undefined,
  };
  const page = sortedPage(db, {
    ...spec,
    rootCategoryId: topLevel ? BOUND_AT_RUN.rootCategoryId : undefined,
    sort: sortOf(query),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  });
  return {
    refs: page.refs.prepare(`${name}_refs`),
    rows: page.rows.prepare(`${name}_rows`),
    count: countMatching(db, allConditions(spec)).prepare(`${name}_count`),
  };
}

export type ListingStatements = ReturnType<typeof prepare>;

/**
 * The statements of a listing without search, prepared once per shape (see preparedOnce) and run
 * with one generic plan each (generic-plans.ts). Values (day, ids, page) are bound at each run.
 * The shapes are few: 2 scopes x 5 sorts x 2 orders x 3 category filters (none, top-level, a
 * subcategory) x 8 other filter sets at most. `topLevel` says the filtered category has no parent.
 */
export function listingStatements(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
  topLevel: boolean,
): ListingStatements {
  const category = query.category ? (topLevel ? 'top' : 'sub') : null;
  const shape = JSON.stringify([
    'list',
    scope,
    query.sort ?? null,
    query.order ?? null,
    category,
    query.featured,
    query.sale,
    query.lowStock,
  ]);
  return preparedOnce(db, shape, (name) =>
    prepare(genericPlanDb(db), query, scope, category === 'top', name),
  );
}
