import { asc, desc, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchPostings } from '../../db/schema';
import { type Bound, idArray } from '../../lib/catalog-scope';
import { tsqueryOf } from '../../lib/text-search';
import { selectVersionedProducts } from './product-row';

/**
 * How many of the best full-text matches are re-ranked by how closely their name resembles what
 * was typed. word_similarity costs ~7 µs a row: over all 4,000 matches of a common word it was
 * most of a search's time, and only the top of the list needs it.
 */
const RERANKED = 100;

/**
 * What being in an aisle the search names adds to a match's score: more than the rest of the
 * score can (two ts_ranks of at most 1 each, then 0.3 + 0.2 + 0.05), so that aisle comes
 * first, in relevance order. Its products are what the shopper is after even when their names
 * do not say so: for "bread", Country Sourdough Loaf before Crispy Breaded Shrimp, whose name
 * match alone leads the loaf's tag and aisle match by 1.04.
 */
const AISLE_NAMED = 3;

export interface SearchInput {
  /** Every condition, the text match included. */
  where: SQL | undefined;
  /** `where` without the text match, which postings answer on their own. */
  filters: SQL | undefined;
  tsquery: Bound<string>;
  typed: Bound<string>;
  /** typedWordsText of what was typed. */
  typedWords: Bound<string>;
  /** headWordsText of the search's words: what a name's head noun is matched against. */
  headWords: Bound<string>;
  /** The categories the search names, with those below them (aislesNamed). */
  aisleIds: Bound<string[]>;
  /** The one typed word's lexemes (search-lexemes.ts), bound at each run; null ranks every match. */
  lexemes: Placeholder | null;
  limit: Bound<number>;
  offset: Bound<number>;
}

/** Whether a page ends inside the re-ranked top, which alone needs no ranking of every match. */
export const withinTop = (offset: number, limit: number) => offset + limit <= RERANKED;

/**
 * The best RERANKED matches by each lexeme's own weight, off search_postings_ranked_idx: a walk
 * that stops once it has them, where ranking every match of a common word reads thousands of rows.
 * For one lexeme these hold the top RERANKED by ts_rank; for a word's several lexemes, every
 * product that is among the best for one of them. NULLS LAST is the index's order (drizzle's
 * default for a descending key), which a plain DESC would not match.
 */
function bestPerLexeme(where: SQL | undefined, lexemes: Placeholder): SQL {
  return sql`SELECT "hit"."id" FROM search_lexemes(${lexemes}::text[]) AS "lexeme"("term")
    CROSS JOIN LATERAL (
      SELECT ${searchPostings.productId} AS "id" FROM ${searchPostings}
      JOIN ${products} ON ${products.id} = ${searchPostings.productId}
      WHERE ${searchPostings.term} = "lexeme"."term" AND ${where ?? sql`true`}
      ORDER BY ${searchPostings.weight} DESC NULLS LAST, ${searchPostings.productId}
      LIMIT ${RERANKED}
    ) AS "hit"`;
}

/**
 * Every match with its full-text rank (the tsquery's, plus the words as typed: typedWordsText), and
 * with its place in rank order when asked; with what re-ranking needs (rankedPage).
 */
function rankedMatches(db: Db, input: SearchInput, numbered: boolean, where = input.where) {
  const rank = sql<number>`ts_rank(${products.searchVector}, ${tsqueryOf(input.tsquery)})
    + ts_rank(${products.searchVector}, ${tsqueryOf(input.typedWords)})`;
  const place = numbered
    ? sql<number>`row_number() OVER (ORDER BY ${rank} DESC, ${products.id})`
    : sql<number>`0`;
  const head = sql<number>`(${products.nameHead} @@ ${tsqueryOf(input.headWords)})::int`;
  return db
    .select({
      id: products.id,
      version: products.version,
      name: products.name,
      categoryId: products.categoryId,
      rank: rank.as('rank'),
      place: place.as('place'),
      head: head.as('head'),
    })
    .from(products)
    .where(where);
}

/**
 * The candidates already match every condition. Repeating them, or the text match among the
 * postings' filters, would lead the planner to read every match again through the GIN index.
 */
function candidatesOf({ where, filters, lexemes }: SearchInput): SQL | undefined {
  return lexemes ? sql`${products.id} IN (${bestPerLexeme(filters, lexemes)})` : where;
}

/**
 * The top RERANKED by rank, re-ordered by their score, then the rest by rank. The score adds to
 * the rank what tells the product searched for from those that only mention it:
 * - 0.3 x how closely the name resembles what was typed (word_similarity);
 * - 0.2 when the name's head noun is a searched word: "apple" lists Honeycrisp Apples before
 *   Dutch Apple Pie;
 * - 0.05 when another of the top shares its category, the aisle the shopper is most likely
 *   after: "chicken" lists the poultry before a dog food made with chicken;
 * - AISLE_NAMED when the search names its category: "bread" lists every bread, a loaf and a
 *   baguette included, before a breaded shrimp.
 * A page inside the top needs only the top: a top-N sort of the matches, with no numbering and
 * no second sort of them all.
 */
function rankedPage(db: Db, input: SearchInput, top: boolean) {
  const ranked = (
    top
      ? rankedMatches(db, input, false, candidatesOf(input))
          .orderBy(sql`"rank" DESC`, asc(products.id))
          .limit(RERANKED)
      : rankedMatches(db, input, true)
  ).as('ranked');
  const inTop = top ? sql`true` : sql`${ranked.place} <= ${RERANKED}`;
  const aisleShared = sql`(${ranked.categoryId} IS NOT NULL
    AND count(*) FILTER (WHERE ${inTop}) OVER (PARTITION BY ${ranked.categoryId}) > 1)::int`;
  // A product without a category is in no aisle (not NULL, which would sort first).
  const aisleNamed = sql`coalesce(${ranked.categoryId} = ANY(${idArray(input.aisleIds)}), false)::int`;
  const scored = db
    .select({
      id: ranked.id,
      version: ranked.version,
      rank: ranked.rank,
      place: ranked.place,
      score: sql<number>`CASE WHEN ${inTop} THEN ${ranked.rank}
        + 0.3 * word_similarity(${input.typed}, ${ranked.name})
        + 0.2 * ${ranked.head} + 0.05 * ${aisleShared}
        + ${sql.raw(String(AISLE_NAMED))} * ${aisleNamed} END`.as('score'),
    })
    .from(ranked)
    .as('scored');
  const relevance = top
    ? [sql`${scored.score} DESC`, desc(scored.rank), asc(scored.id)]
    : [
        sql`${scored.place} > ${RERANKED}`,
        sql`${scored.score} DESC`,
        desc(scored.rank),
        asc(scored.id),
      ];
  return db
    .select({
      id: scored.id,
      version: scored.version,
      position: sql<number>`row_number() OVER (ORDER BY ${sql.join(relevance, sql`, `)})`.as(
        'position',
      ),
    })
    .from(scored)
    .orderBy(...relevance)
    .limit(input.limit)
    .offset(input.offset)
    .as('page');
}

/**
 * A page of matches by relevance (see rankedPage), as refs (read with the matches) or whole rows
 * (PageRow). `top` says the page ends inside the re-ranked top (withinTop), which the caller
 * knows from its offset and limit.
 */
export function searchPageRows(db: Db, input: SearchInput, top: boolean) {
  const page = rankedPage(db, input, top);
  const onPage = eq(products.id, page.id);
  return {
    refs: db.select({ id: page.id, version: page.version }).from(page).orderBy(asc(page.position)),
    rows: selectVersionedProducts(db).innerJoin(page, onPage).orderBy(asc(page.position)),
  };
}
