import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
const MIN_CORRECTABLE = 3;
/** pg_trgm similarity below this is noise ("mlk" vs "milk" is 0.29, "appel" vs "apple" 0.33). */
const MIN_SIMILARITY = 0.3;
/**
 * A correction must also be nearly as close as the closest one: "chiken" is "chicken" (0.5), not
 * also "chip" (0.33), which would flood the results with crisps.
 */
const CLOSE_TO_BEST = 0.8;
/**
 * Corrections that close are told apart by how many products they find: "beer" is as near "bee"
 * (in one honey's description) as "beef", and the beef is what a shopper sees, so the store says
 * it looked for "beef". Counting stops here, so a common word costs no more than this.
 */
const CORRECTION_POSTINGS_COUNTED = 1000;

/** Lower-case runs of letters and digits: the only characters that reach a tsquery. */
export function searchTokens(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TOKEN_LENGTH)))].slice(0, MAX_TOKENS);
}

interface TokenRow {
  word: string;
  completions: string[] | null;
  corrections: string[] | null;
}

/**
 * Each typed word becomes an OR of: itself as a prefix, the catalogue words it begins (so
 * "organi" finds "organic" although the stemmer shortens that to "organ"), and, when it
 * begins none and is not found as typed either ("shrimps" is "shrimp" once stemmed), the
 * nearest catalogue words by trigram similarity ("bananna" -> "bananas"), the one finding most
 * products first.
 */
export async function expandSearchWords(db: Db, tokens: string[]): Promise<string[][]> {
  if (!tokens.length) return [];
  const rows = await rawRows<TokenRow>(
    db,
    sql`
    SELECT tok.word,
      ARRAY(SELECT t.term FROM search_terms t WHERE t.term LIKE tok.word || '%'
            ORDER BY length(t.term), t.term LIMIT 12) AS completions,
      ARRAY(SELECT near.term FROM (
              SELECT t.term, similarity(t.term, tok.word) AS score,
                max(similarity(t.term, tok.word)) OVER () AS best
              FROM search_terms t ORDER BY t.term <-> tok.word LIMIT 3) near
            WHERE near.score >= greatest(${MIN_SIMILARITY}, ${CLOSE_TO_BEST} * near.best)
              AND length(tok.word) >= ${MIN_CORRECTABLE}
              AND tok.word !~ '^[0-9]+$'
              AND NOT EXISTS (SELECT 1 FROM search_postings p
                WHERE p.term = ANY (tsvector_to_array(to_tsvector('english', tok.word))))
            ORDER BY (SELECT count(*) FROM (SELECT 1 FROM search_postings p
                WHERE p.term = ANY (tsvector_to_array(to_tsvector('english', near.term)))
                LIMIT ${CORRECTION_POSTINGS_COUNTED}) found) DESC,
              near.score DESC, near.term
            ) AS corrections
    FROM unnest(string_to_array(${tokens.join(' ')}, ' ')) WITH ORDINALITY AS tok(word, position)
    ORDER BY tok.position`,
  );
  return rows.map((row) => {
    const alternatives = row.completions?.length ? row.completions : (row.corrections ?? []);
    return [row.word, ...alternatives.filter((term) => term !== row.word)];
  });
}

/** to_tsquery text: words AND-ed (or OR-ed for the lenient retry), alternatives OR-ed. */
export function toTsqueryText(words: string[][], mode: 'all' | 'any'): string {
  const groups = words.map(
    ([typed, ...alternatives]) => `(${[`${typed}:*`, ...alternatives].join(' | ')})`,
  );
  return groups.join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * A prepared statement's generic plan would parse a placeholder's tsquery again for every row it
 * ranks; as a subquery it is parsed once per run.
 */
export function tsqueryOf(text: string | Placeholder): SQL {
  return typeof text === 'string'
    ? sql`to_tsquery('english', ${text})`
    : sql`(SELECT to_tsquery('english', ${text}))`;
}

/** tsquery input taken as it is (matchQueryText), parsed once per run as tsqueryOf's is. */
export function rawTsqueryOf(text: string | Placeholder): SQL {
  return typeof text === 'string' ? sql`${text}::tsquery` : sql`(SELECT ${text}::tsquery)`;
}

/**
 * to_tsquery text of the words as typed, any of them, with no prefix and no alternative. The
 * prefix and a completion both match a longer word ("water:*" and "watermelon" in "Seedless
 * Watermelon"), so ranked by the search's tsquery alone a longer word counts twice and beats the
 * word itself; ranking by this too puts "water" first, and "red" before "reduced".
 */
export function typedWordsText(typed: string): string {
  return searchTokens(typed).join(' | ');
}

/**
 * What a search names (search-page.ts): each word as typed or, when it was corrected, its
 * corrections. Not its completions: "egg" is after eggs, not eggplant.
 */
export function headWords(words: string[][]): string[] {
  return words.flatMap(([typed = '', ...alternatives]) => {
    const corrections = alternatives.filter((word) => !word.startsWith(typed));
    return corrections.length ? corrections : [typed];
  });
}

/** to_tsquery text of headWords, which a name's head noun is matched against. */
export function headWordsText(words: string[][]): string {
  return headWords(words).join(' | ');
}

/**
 * What a search looked for when that is not what was typed: each corrected word replaced by its
 * first correction. A word's alternatives are its completions, which begin with it, or, when
 * it begins no catalogue word, its corrections, the one finding most products first
 * (expandSearchWords).
 */
export function correctedSearchText(words: string[][]): string | undefined {
  const corrected = words.map(([typed = '', first]) =>
    first && !first.startsWith(typed) ? first : typed,
  );
  return corrected.some((word, i) => word !== words[i]![0]) ? corrected.join(' ') : undefined;
}
