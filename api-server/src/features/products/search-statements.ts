import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { genericPlanDb } from '../../db/generic-plans';
import type { CatalogScope } from '../../lib/catalog-scope';
import { BOUND_AT_RUN } from './listing-statements';
import { allConditions, filterConditions, whereOf } from './product-query';
import { preparedOnce } from './prepared-once';
import { searchPageRows } from './search-page';

function prepare(db: Db, query: ProductListQuery, scope: CatalogScope, name: string) {
  const filters = allConditions({
    where: whereOf(filterConditions(query, scope, BOUND_AT_RUN)),
    categoryIds: query.category ? BOUND_AT_RUN.categoryIds : undefined,
  });
  const input = {
    where: filters,
    filters,
    tsquery: sql.placeholder('tsquery'),
    typed: sql.placeholder('typed'),
    typedWords: sql.placeholder('typedWords'),
    headWords: sql.placeholder('headWords'),
    lexemes: sql.placeholder('lexemes'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  return searchPageRows(db, input, true).prepare(name);
}

/**
 * The most asked search, one word without a sort and a page inside the re-ranked top, prepared
 * once per filter shape and run with one generic plan (generic-plans.ts): building and planning
 * its SQL cost more than running it. PostgreSQL settled on a generic plan for it anyway; PGlite,
 * whose query() plans every run, answers about 40% more searches a second with one.
 */
export function searchTopStatement(db: Db, query: ProductListQuery, scope: CatalogScope) {
  const { category, featured, sale, lowStock } = query;
  const shape = JSON.stringify(['search', scope, Boolean(category), featured, sale, lowStock]);
  return preparedOnce(db, shape, (name) => prepare(genericPlanDb(db), query, scope, name));
}
