import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { genericPlanDb } from '../../db/generic-plans';
import type { CatalogScope } from '../../lib/catalog-scope';
import { BOUND_AT_RUN } from './listing-statements';
import { allConditions, filterConditions, searchCondition, whereOf } from './product-query';
import { preparedOnce } from './prepared-once';
import { searchCandidates } from './search-page';

/**
 * How a search finds its candidates: a one-word search from the best postings of its lexemes,
 * a search of several words from every product matching them all, or any (search-page.ts).
 */
export type CandidateSource = 'postings' | 'matches';

function prepare(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
  candidates: CandidateSource,
  name: string,
) {
  const filters = allConditions({
    where: whereOf(filterConditions(query, scope, BOUND_AT_RUN)),
    categoryIds: query.category ? BOUND_AT_RUN.categoryIds : undefined,
  });
  const tsquery = sql.placeholder('tsquery');
  const postings = candidates === 'postings';
  const input = {
    where: postings ? filters : whereOf([filters, searchCondition(sql.placeholder('match'))]),
    filters: postings ? filters : undefined,
    tsquery,
    typedWords: sql.placeholder('typedWords'),
    headWords: sql.placeholder('headWords'),
    lexemes: postings ? sql.placeholder('lexemes') : null,
  };
  return searchCandidates(db, input).prepare(name);
}

/**
 * The candidates of a search without a sort (searchCandidates), prepared once per filter shape
 * and run with one generic plan (generic-plans.ts): building and planning their SQL cost more
 * than running it. PostgreSQL's own choice was a generic plan already; PGlite, whose query()
 * plans every run, answered about 40% more one-word searches a second.
 */
export function searchCandidatesStatement(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
  candidates: CandidateSource,
) {
  const { category, featured, sale, lowStock } = query;
  const shape = JSON.stringify([
    'search-candidates',
    candidates,
    scope,
    Boolean(category),
    featured,
    sale,
    lowStock,
  ]);
  return preparedOnce(db, shape, (name) =>
    prepare(genericPlanDb(db), query, scope, candidates, name),
  );
}
