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
import { searchPageRows, withinTop } from './search-page';
import { searchTopStatement } from './search-statements';

export interface SearchSpec {
  page: Omit<PageSpec, 'offset'>;
  values: FilterValues;
  scope: CatalogScope;
  tsquery: string;
  /** headWordsText of the search's words. */
  headWords: string;
  lexemes: string[] | null;
  /** The categories the search names (aislesNamed). */
  aisleIds: string[];
}

/** A search's reader: built per request, as its words and corrections vary. */
export function searchReader(
  db: Db,
  query: ProductListQuery,
  { page, values, scope, tsquery, headWords, lexemes, aisleIds }: SearchSpec,
): Omit<PageReader, 'countKey'> {
  const matching = searchCondition(tsquery);
  const where = allConditions(page, matching);
  const { limit } = query;
  const typed = query.search!;
  const typedWords = typedWordsText(typed);
  const rows = async (offset: number, whole: boolean): Promise<PageRow[]> => {
    const pick = whole ? 'rows' : 'refs';
    if (query.sort) {
      return sortedPage(db, { ...page, where: whereOf([page.where, matching]), offset })[pick];
    }
    const top = withinTop(offset, limit);
    if (top) {
      const words = { tsquery, typed, typedWords, headWords, lexemes, aisleIds };
      const statement = searchTopStatement(db, query, scope, lexemes ? 'postings' : 'matches');
      return statement[pick].execute({ ...values, ...words, limit, offset });
    }
    const everyMatch = { where, filters: undefined, lexemes: null };
    const input = { ...everyMatch, tsquery, typed, typedWords, headWords, aisleIds, limit, offset };
    return searchPageRows(db, input, false)[pick];
  };
  return { rows, total: async () => (await countMatching(db, where))[0]?.total ?? 0 };
}
