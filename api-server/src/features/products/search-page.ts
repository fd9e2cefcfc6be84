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

/**
 * A page of matches by relevance: full-text rank (ts_rank) for every match, then the top
 * RERANKED re-ordered by rank + 0.3 * word_similarity(typed, name), ahead of the rest.
 */
export function searchPageRows(db: Db, input: SearchInput): Promise<ProductRow[]> {
  const query = tsqueryOf(input.tsquery);
  const rank = sql<number>`ts_rank(${products.searchVector}, ${query})`;
  const ranked = db
    .select({
      id: products.id,
      name: products.name,
      rank: rank.as('rank'),
      place: sql<number>`row_number() OVER (ORDER BY ${rank} DESC, ${products.id})`.as('place'),
    })
    .from(products)
    .where(input.where)
    .as('ranked');
  const relevance = [
    sql`${ranked.place} > ${RERANKED}`,
    sql`CASE WHEN ${ranked.place} <= ${RERANKED}
      THEN ${ranked.rank} + 0.3 * word_similarity(${input.typed}, ${ranked.name}) END DESC`,
    desc(ranked.rank),
    asc(ranked.id),
  ];
  const page = db
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
  return selectProducts(db).innerJoin(page, eq(products.id, page.id)).orderBy(asc(page.position));
}
