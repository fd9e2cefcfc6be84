import { wordSimilarityTo } from '../../lib/word-similarity';
import type { ProductRef } from './product-row';

/**
 * What being in an aisle the search names adds to a match's score: more than the rest of the
 * score can (two ts_ranks of at most 1 each, then 0.3 + 0.2 + 0.05), so that aisle comes
 * first, in relevance order. Its products are what the shopper is after even when their names
 * do not say so: for "bread", Country Sourdough Loaf before Crispy Breaded Shrimp, whose name
 * match alone leads the loaf's tag and aisle match by 1.04.
 */
const AISLE_NAMED = 3;

/** One of the best matches by full-text rank (searchCandidates), with what its score needs. */
export interface SearchCandidate extends ProductRef {
  name: string;
  categoryId: string | null;
  /** The tsquery's ts_rank plus that of the words as typed (typedWordsText), a float4. */
  rank: number;
  /** 1 when the name's head noun is a searched word. */
  head: number;
}

/** A candidate as searchCandidates sends it. */
export type CandidateTuple = [
  id: string,
  version: number,
  name: string,
  categoryId: string | null,
  rank: number,
  head: number,
];

export const candidateOf = ([id, version, name, categoryId, rank, head]: CandidateTuple) => ({
  id,
  version,
  name,
  categoryId,
  rank,
  head,
});

export interface SearchWords {
  /** What was typed, which names are compared with. */
  typed: string;
  /** The categories the search names, with those below them (aislesNamed). */
  aisleIds: string[];
}

/**
 * The candidates by score, which adds to the rank what tells the product searched for from those
 * that only mention it:
 * - 0.3 x how closely the name resembles what was typed (pg_trgm's word_similarity);
 * - 0.2 when the name's head noun is a searched word: "apple" lists Honeycrisp Apples before
 *   Dutch Apple Pie;
 * - 0.05 when another candidate shares its category, the aisle the shopper is most likely
 *   after: "chicken" lists the poultry before a dog food made with chicken;
 * - AISLE_NAMED when the search names its category: "bread" lists every bread, a loaf and a
 *   baguette included, before a breaded shrimp.
 * Ties go to the higher rank, then the lower id. Scored here rather than in SQL: word_similarity
 * was 40% of a search's PostgreSQL time, and the names' trigrams, and each typed text's scores,
 * are kept between searches.
 */
export function searchOrder(candidates: SearchCandidate[], words: SearchWords): ProductRef[] {
  const similarity = wordSimilarityTo(words.typed);
  const aisleNamed = new Set(words.aisleIds);
  const inCategory = new Map<string, number>();
  for (const { categoryId } of candidates) {
    if (categoryId !== null) inCategory.set(categoryId, (inCategory.get(categoryId) ?? 0) + 1);
  }
  const scored = candidates.map((candidate) => {
    const { categoryId, head } = candidate;
    // The float4 rank exactly, as SQL would add it, not the decimal it was printed as.
    const rank = Math.fround(candidate.rank);
    const aisleShared = categoryId !== null && inCategory.get(categoryId)! > 1 ? 1 : 0;
    const named = categoryId !== null && aisleNamed.has(categoryId) ? 1 : 0;
    const score =
      rank +
      0.3 * similarity.of(candidate.name) +
      0.2 * head +
      0.05 * aisleShared +
      AISLE_NAMED * named;
    return { ref: { id: candidate.id, version: candidate.version }, score, rank };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.rank - a.rank ||
      (a.ref.id < b.ref.id ? -1 : a.ref.id > b.ref.id ? 1 : 0),
  );
  return scored.map(({ ref }) => ref);
}
