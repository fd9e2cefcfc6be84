import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';

/**
 * A typed prefix that begins more indexed lexemes than this ("b") is ranked over every match
 * instead: walking each lexeme's postings would cost more than the full ranking.
 */
export const MAX_PREFIX_LEXEMES = 24;

/**
 * The lexemes in search_postings that a word group (see expandSearchWords) matches, exactly as
 * its tsquery `(typed:* | alternative | ...)` would: the stems of the alternatives, and every
 * indexed lexeme that begins with the typed word's stem. Null when the prefix begins too many.
 */
export async function groupLexemes(
  db: Db,
  [typed, ...alternatives]: string[],
): Promise<string[] | null> {
  const [stems] = await rawRows<{ typed: string[]; exact: string[] }>(
    db,
    sql`
    SELECT coalesce(tsvector_to_array(to_tsvector('english', ${typed ?? ''})), '{}') AS typed,
      coalesce(tsvector_to_array(to_tsvector('english', ${alternatives.join(' ')})), '{}') AS exact
  `,
  );
  const { typed: prefixes = [], exact = [] } = stems ?? {};
  const lexemes = new Set(exact);
  for (const prefix of prefixes) {
    // A skip scan: each step is one probe of search_postings_ranked_idx for the next lexeme.
    const found = await rawRows<{ term: string }>(
      db,
      sql`
      WITH RECURSIVE prefixed(term, n) AS (
        SELECT min(term), 1 FROM search_postings WHERE term >= ${prefix}
        UNION ALL
        SELECT (SELECT min(p.term) FROM search_postings p WHERE p.term > prefixed.term), n + 1
        FROM prefixed
        WHERE starts_with(prefixed.term, ${prefix}) AND n <= ${MAX_PREFIX_LEXEMES}
      )
      SELECT term FROM prefixed WHERE starts_with(term, ${prefix})
    `,
    );
    if (found.length > MAX_PREFIX_LEXEMES) return null;
    for (const { term } of found) lexemes.add(term);
  }
  return [...lexemes];
}
