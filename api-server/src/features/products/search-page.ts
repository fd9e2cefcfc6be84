import { asc, desc, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchPostings } from '../../db/schema';
import { type Bound, idArray } from '../../lib/catalog-scope';
import { tsqueryOf } from '../../lib/text-search';
import { selectProductRefs } from './product-row';
import { whereOf } from './product-query';
import type { CandidateTuple } from './search-order';

/**
 * How many of the best full-text matches are re-ranked by their score (search-order.ts): only the
 * top of the list needs it, and scoring every match of a common word would cost most of a search.
 */
export const RERANKED = 100;

export interface SearchInput {
  /** Every condition, the text match included. */
  where: SQL | undefined;
  /** `where` without the text match, which postings answer on their own. */
  filters: SQL | undefined;
  tsquery: Bound<string>;
  /** typedWordsText of what was typed. */
  typedWords: Bound<string>;
  /** headWordsText of the search's words: what a name's head noun is matched against. */
  headWords: Bound<string>;
  /** The one typed word's lexemes (search-lexemes.ts), bound at each run; null ranks every match. */
  lexemes: Placeholder | null;
}

/**
 * The best RERANKED matches by each lexeme's own weight, off search_postings_ranked_idx: a walk
 * that stops once it has them, where ranking every match of a common word reads thousands of rows.
 * For one lexeme these hold the top RERANKED by ts_rank; for a word's several lexemes, every
 * product that is among the best for one of them. NULLS LAST is the index's order (drizzle's
 * default for a descending key), which a plain DESC would not match. The walk's join already
 * reads each product's row, so it keeps what ranking needs, under the name "products": looking
 * the rows up again by id cost a fifth of the statement.
 */
function bestPerLexeme(where: SQL | undefined, lexemes: Placeholder): SQL {
  const { id, version, name, categoryId, searchVector, nameHead } = products;
  return sql`(SELECT DISTINCT ON ("hit"."id") "hit".*
    FROM search_lexemes(${lexemes}::text[]) AS "lexeme"("term")
    CROSS JOIN LATERAL (
      SELECT ${sql.join([id, version, name, categoryId, searchVector, nameHead], sql`, `)}
      FROM ${searchPostings} JOIN ${products} ON ${products.id} = ${searchPostings.productId}
      WHERE ${searchPostings.term} = "lexeme"."term" AND ${where ?? sql`true`}
      ORDER BY ${searchPostings.weight} DESC NULLS LAST, ${searchPostings.productId}
      LIMIT ${RERANKED}
    ) AS "hit" ORDER BY "hit"."id") AS "products"`;
}

/** The full-text rank: the tsquery's, plus the words as typed (typedWordsText). */
function rankOf(input: Pick<SearchInput, 'tsquery' | 'typedWords'>) {
  return sql<number>`ts_rank(${products.searchVector}, ${tsqueryOf(input.tsquery)})
    + ts_rank(${products.searchVector}, ${tsqueryOf(input.typedWords)})`;
}

/**
 * The RERANKED best matches by rank, with what their score needs (SearchCandidate): a top-N sort
 * of the matches, or of the best postings of a one-word search's lexemes (which already match
 * every condition: repeating them, or the text match among the postings' filters, would lead the
 * planner to read every match again through the GIN index). They come as one JSON array of
 * [id, version, name, categoryId, rank, head], which the driver parses at once: as 100 rows,
 * reading them cost Node more than scoring them (430 us a search). Columns are named as SQL, as
 * drizzle refuses the table's own from another source.
 */
export function searchCandidates(db: Db, input: SearchInput) {
  const column = (name: string) => sql.raw(`"products"."${name}"`);
  const fields = {
    id: sql<string>`${column('id')}`.as('id'),
    version: sql<number>`${column('version')}`.as('version'),
    name: sql<string>`${column('name')}`.as('name'),
    categoryId: sql<string | null>`${column('category_id')}`.as('category_id'),
    rank: rankOf(input).as('rank'),
    head: sql<number>`(${products.nameHead} @@ ${tsqueryOf(input.headWords)})::int`.as('head'),
  };
  const matches = db.select(fields);
  const { lexemes } = input;
  const best = (
    lexemes
      ? matches.from(bestPerLexeme(input.filters, lexemes))
      : matches.from(products).where(input.where)
  )
    .orderBy(sql`"rank" DESC`, sql`"id"`)
    .limit(RERANKED)
    .as('best');
  const tuple = [best.id, best.version, best.name, best.categoryId, best.rank, best.head];
  const candidates = sql<CandidateTuple[] | null>`json_agg(json_build_array(${sql.join(
    tuple,
    sql`, `,
  )}))`;
  return db.select({ candidates }).from(best);
}

/**
 * The matches after the candidates, by rank: what a page past the re-ranked top lists. `excluded`
 * are the candidates' ids, so that every match is listed once.
 */
export function searchTail(
  db: Db,
  input: Pick<SearchInput, 'where' | 'tsquery' | 'typedWords'>,
  excluded: string[],
  offset: number,
  limit: number,
) {
  const notCandidate = sql`NOT (${products.id} = ANY(${idArray(excluded)}))`;
  return selectProductRefs(db)
    .where(whereOf([input.where, notCandidate]))
    .orderBy(desc(rankOf(input)), asc(products.id))
    .limit(limit)
    .offset(offset);
}
