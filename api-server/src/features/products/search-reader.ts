import type { ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import type { CatalogScope } from '../../lib/catalog-scope';
import { typedWordsText } from '../../lib/text-search';
import type { PageReader } from './page-reader';
import type { PageRow } from './product-row';
import {
  allConditions,
  countMatching,
  type FilterValues,
  type PageSpec,
  searchCondition,
  sortedPage,
  whereOf,
} from './product-query';
import { RERANKED, searchTail } from './search-page';
import { candidateOf, searchOrder } from './search-order';
import { searchCandidatesStatement } from './search-statements';

export interface SearchSpec {
  page: Omit<PageSpec, 'offset'>;
  values: FilterValues;
  scope: CatalogScope;
  /** toTsqueryText of the search's words: what matches are ranked by. */
  tsquery: string;
  /** matchQueryText of the same words: what finds the matches. */
  match: string;
  /** headWordsText of the search's words. */
  headWords: string;
  lexemes: string[] | null;
  /** The categories the search names (aislesNamed). */
  aisleIds: string[];
}

/**
 * A search's reader: built per request, as its words and corrections vary. Without a sort, a
 * search lists its candidates by score (search-order.ts), then every other match by rank.
 */
export function searchReader(
  db: Db,
  query: ProductListQuery,
  { page, values, scope, tsquery, match, headWords, lexemes, aisleIds }: SearchSpec,
): Omit<PageReader, 'countKey'> {
  const matching = searchCondition(match);
  const where = allConditions(page, matching);
  const { limit } = query;
  const typed = query.search!;
  const typedWords = typedWordsText(typed);
  const rows = async (offset: number, whole: boolean): Promise<PageRow[]> => {
    if (query.sort) {
      const sorted = sortedPage(db, { ...page, where: whereOf([page.where, matching]), offset });
      return sorted[whole ? 'rows' : 'refs'];
    }
    const statement = searchCandidatesStatement(db, query, scope, lexemes ? 'postings' : 'matches');
    const words = { tsquery, match, typedWords, headWords, lexemes };
    const [found] = await statement.execute({ ...values, ...words });
    const candidates = (found?.candidates ?? []).map(candidateOf);
    const ordered = searchOrder(candidates, { typed, aisleIds });
    const end = offset + limit;
    const top = ordered.slice(offset, end);
    if (end <= RERANKED) return top;
    const from = Math.max(offset, ordered.length);
    const excluded = candidates.map((candidate) => candidate.id);
    const input = { where, tsquery, typedWords };
    return [...top, ...(await searchTail(db, input, excluded, from - ordered.length, end - from))];
  };
  return { rows, total: async () => (await countMatching(db, where))[0]?.total ?? 0 };
}
