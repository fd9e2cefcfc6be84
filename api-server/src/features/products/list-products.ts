import type { Pagination, ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { type CatalogScope, loadCategoryGraph, today } from '../../lib/catalog-scope';
import { catalogCache } from '../../lib/catalog-cache';
import { JsonText } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { ensurePricesStamped } from '../../lib/price-day';
import { groupLexemes } from '../../lib/search-lexemes';
import {
  correctedSearchText,
  expandSearchWords,
  searchTokens,
  toTsqueryText,
  typedWordsText,
} from '../../lib/text-search';
import { listingStatements } from './listing-statements';
import {
  allConditions,
  countMatching,
  type FilterValues,
  filterConditions,
  orderOf,
  type PageSpec,
  searchCondition,
  sortedPage,
  whereOf,
} from './product-query';
import { withDocuments } from './product-document';
import { productJson, type ProductRow } from './product-row';
import { searchPageRows, withinTop } from './search-page';
import { searchTopStatement } from './search-statements';

function pagination(query: ProductListQuery, total: number): Pagination {
  return {
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

interface PageReader {
  rows: (offset: number) => Promise<ProductRow[]>;
  total: () => Promise<number>;
  /** Every input of the filter: its total is remembered under it until the next write. */
  countKey: string;
}

async function readPage(db: Db, query: ProductListQuery, reader: PageReader) {
  const offset = (query.page - 1) * query.limit;
  const rows = await reader.rows(offset);
  // A short page that is not past the end already tells the total: skip the count.
  let total = offset + rows.length;
  if (rows.length === query.limit || (rows.length === 0 && offset > 0)) {
    total = await catalogCache(db).count(reader.countKey, reader.total);
  }
  return { rows, pagination: pagination(query, total) };
}

interface SearchSpec {
  page: Omit<PageSpec, 'offset'>;
  values: FilterValues;
  scope: CatalogScope;
  tsquery: string;
  lexemes: string[] | null;
}

/** A search's reader: built per request, as its words and corrections vary. */
function searchReader(
  db: Db,
  query: ProductListQuery,
  { page, values, scope, tsquery, lexemes }: SearchSpec,
): Omit<PageReader, 'countKey'> {
  const matching = searchCondition(tsquery);
  const where = allConditions(page, matching);
  const { limit } = query;
  const typed = query.search!;
  const typedWords = typedWordsText(typed);
  const rows = (offset: number) => {
    if (query.sort) {
      return sortedPage(db, { ...page, where: whereOf([page.where, matching]), offset });
    }
    const top = withinTop(offset, limit);
    if (top && lexemes) {
      const bound = { ...values, tsquery, typed, typedWords, lexemes, limit, offset };
      return searchTopStatement(db, query, scope).execute(bound);
    }
    const everyMatch = { where, filters: undefined, lexemes: null };
    const input = { ...everyMatch, tsquery, typed, typedWords, limit, offset };
    return searchPageRows(db, input, top);
  };
  return { rows, total: async () => (await countMatching(db, where))[0]?.total ?? 0 };
}

/**
 * The one listing behind GET /products, /products/search and /products/category/:id (which
 * alone answers 404 for a category the caller cannot see).
 * A search needs every typed word (each allowing its typo fixes); when that finds nothing and
 * more than one word was typed, any word will do.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  scope: CatalogScope,
  categoryMustExist = false,
): Promise<JsonText> {
  const day = today();
  if (query.sort === 'price') await ensurePricesStamped(db, day);
  const graph = await loadCategoryGraph(db);
  const empty = new JsonText(JSON.stringify({ products: [], pagination: pagination(query, 0) }));
  if (query.category && !graph.inScope(query.category, scope)) {
    if (categoryMustExist) throw new NotFoundError('Category not found');
    return empty;
  }
  const values: FilterValues = {
    day,
    categoryIds: query.category ? graph.withDescendants(query.category) : [],
    hiddenCategoryIds: scope === 'all' ? [] : graph.hiddenIds(),
  };
  const { category, featured, sale, lowStock } = query;
  const countKey = JSON.stringify([scope, day, category, featured, sale, lowStock]);
  const shown = async (
    page: { rows: ProductRow[]; pagination: Pagination },
    corrected?: string,
  ) => {
    const rows = await withDocuments(db, page.rows);
    const items = rows.map((row) => productJson(row, day, graph)).join(',');
    const correction =
      corrected && page.pagination.total > 0
        ? `,"correctedSearch":${JSON.stringify(corrected)}`
        : '';
    return new JsonText(
      `{"products":[${items}],"pagination":${JSON.stringify(page.pagination)}${correction}}`,
    );
  };

  if (!query.search) {
    const statements = listingStatements(db, query, scope);
    const reader: PageReader = {
      rows: (offset) => statements.page.execute({ ...values, limit: query.limit, offset }),
      total: async () => (await statements.count.execute({ ...values }))[0]?.total ?? 0,
      countKey,
    };
    return shown(await readPage(db, query, reader));
  }

  const tokens = searchTokens(query.search);
  if (!tokens.length) return empty;
  const { words, lexemes } = await catalogCache(db).searchWords(tokens.join(' '), async () => {
    const expanded = await expandSearchWords(db, tokens);
    // One word is ranked off its postings; several are ranked over every match (search-page.ts).
    return {
      words: expanded,
      lexemes: expanded.length === 1 ? await groupLexemes(db, expanded[0]!) : null,
    };
  });
  const page = {
    where: whereOf(filterConditions(query, scope, values)),
    categoryIds: query.category ? values.categoryIds : undefined,
    order: orderOf(query),
    limit: query.limit,
  };
  const search = async (mode: 'all' | 'any') => {
    const tsquery = toTsqueryText(words, mode);
    const reader = searchReader(db, query, { page, values, scope, tsquery, lexemes });
    return readPage(db, query, { ...reader, countKey: `${countKey} ${tsquery}` });
  };
  const corrected = correctedSearchText(words);
  const strict = await search('all');
  if (strict.pagination.total > 0 || words.length < 2) return shown(strict, corrected);
  return shown(await search('any'), corrected);
}
