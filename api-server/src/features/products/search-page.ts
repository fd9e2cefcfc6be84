import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { tsqueryOf } from '../../lib/text-search';
import { type ProductRow, selectProducts } from './product-row';

/**
 * How many of the best full-text matches are re-ranked by how closely their name resembles what
 * was typed. word_similarity costs ~7 µs a row: over all 4,000 matches of a common word it was
 * most of a search's time, and only the top of the list needs it.
 */
const RERANKED = 100;

export interface SearchInput {
  where: SQL | undefined;
  tsquery: string;
  typed: string;
  limit: number;
  offset: number;
}

/** Every match with its full-text rank, and with its place in rank order when asked. */
function rankedMatches(db: Db, input: SearchInput, numbered: boolean) {
  const rank = sql<number>`ts_rank(${products.searchVector}, ${tsqueryOf(input.tsquery)})`;
  const place = numbered
    ? sql<number>`row_number() OVER (ORDER BY ${rank} DESC, ${products.id})`
    : sql<number>`0`;
  return db
    .select({
      id: products.id,
      name: products.name,
      rank: rank.as('rank'),
      place: place.as('place'),
    })
    .from(products)
    .where(input.where);
}

/**
 * The top RERANKED by rank, re-ordered by rank + 0.3 * word_similarity(typed, name), then the
 * rest by rank. A page inside the top needs only the top: a top-N sort of the matches, with no
 * numbering and no second sort of them all.
 */
function rankedPage(db: Db, input: SearchInput) {
  const withinTop = input.offset + input.limit <= RERANKED;
  const ranked = (
    withinTop
      ? rankedMatches(db, input, false)
          .orderBy(sql`"rank" DESC`, asc(products.id))
          .limit(RERANKED)
      : rankedMatches(db, input, true)
  ).as('ranked');
  const reranked = sql`${ranked.rank} + 0.3 * word_similarity(${input.typed}, ${ranked.name})`;
  const relevance = withinTop
    ? [sql`${reranked} DESC`, desc(ranked.rank), asc(ranked.id)]
    : [
        sql`${ranked.place} > ${RERANKED}`,
        sql`CASE WHEN ${ranked.place} <= ${RERANKED} THEN ${reranked} END DESC`,
        desc(ranked.rank),
        asc(ranked.id),
      ];
  return db
    .select({
      id: ranked.id,
      position: sql<number>`row_number() OVER (ORDER BY ${sql.join(relevance, sql`, `)})`.as(
        'position',
      ),
    })
    .from(ranked)
    .orderBy(...relevance)
    .limit(input.limit)
    .offset(input.offset)
    .as('page');
}

/** A page of matches by relevance (see rankedPage), as full product rows. */
export function searchPageRows(db: Db, input: SearchInput): Promise<ProductRow[]> {
  const page = rankedPage(db, input);
  return selectProducts(db).innerJoin(page, eq(products.id, page.id)).orderBy(asc(page.position));
}
