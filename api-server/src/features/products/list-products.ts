import type { Pagination, ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import {
  type CatalogScope,
  type CategoryGraph,
  loadCategoryGraph,
  today,
} from '../../lib/catalog-scope';
import { aislesNamed, stemsOf } from '../../lib/aisles';
import { catalogCache } from '../../lib/catalog-cache';
import { JsonText } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { ensurePricesStamped } from '../../lib/price-day';
import { matchQueryText, searchLexemes } from '../../lib/search-lexemes';
import {
  correctedSearchText,
  expandSearchWords,
  headWords,
  headWordsText,
  searchTokens,
  toTsqueryText,
} from '../../lib/text-search';
import { listingStatements } from './listing-statements';
import { type PageReader, pagination, readPage } from './page-reader';
import { type FilterValues, filterConditions, sortOf, whereOf } from './product-query';
import { productJsons } from './product-json-cache';
import { withoutStaffFields } from './staff-fields';
import type { PageRow } from './product-row';
import { searchReader } from './search-reader';

interface ListingAnswer {
  rows: PageRow[];
  pagination: Pagination;
  /** What a search looked for instead of what was typed (correctedSearchText). */
  corrected?: string;
}

/** The listing's JSON: each product's (product-json-cache.ts), then the page. */
async function listingJson(
  db: Db,
  day: string,
  graph: CategoryGraph,
  answer: ListingAnswer,
  scope: CatalogScope,
) {
  const all = (await productJsons(db, answer.rows, day, graph)).join(',');
  const items = scope === 'all' ? all : withoutStaffFields(all);
  const found = answer.pagination.total > 0;
  const correction =
    answer.corrected && found ? `,"correctedSearch":${JSON.stringify(answer.corrected)}` : '';
  return new JsonText(
    `{"products":[${items}],"pagination":${JSON.stringify(answer.pagination)}${correction}}`,
  );
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
  const topLevel = Boolean(query.category && !graph.get(query.category)?.parentId);
  const values: FilterValues = {
    day,
    categoryIds: query.category ? graph.withDescendants(query.category) : [],
    rootCategoryId: topLevel ? query.category! : null,
    hiddenCategoryIds: scope === 'all' ? [] : graph.hiddenIds(),
  };
  const { category, featured, sale, lowStock } = query;
  const countKey = JSON.stringify([scope, day, category, featured, sale, lowStock]);
  const shown = (page: Omit<ListingAnswer, 'corrected'>, corrected?: string) =>
    listingJson(db, day, graph, { ...page, corrected }, scope);

  if (!query.search) {
    const statements = listingStatements(db, query, scope, topLevel);
    const reader: PageReader = {
      rows: (offset, whole) =>
        statements[whole ? 'rows' : 'refs'].execute({ ...values, limit: query.limit, offset }),
      total: async () => (await statements.count.execute({ ...values }))[0]?.total ?? 0,
      countKey,
    };
    return shown(await readPage(db, query, reader));
  }

  const tokens = searchTokens(query.search);
  if (!tokens.length) return empty;
  const { words, groups, aisleIds } = await catalogCache(db).searchWords(
    tokens.join(' '),
    async () => {
      const expanded = await expandSearchWords(db, tokens);
      return {
        words: expanded,
        groups: await searchLexemes(db, expanded),
        aisleIds: await aislesNamed(db, await stemsOf(db, headWords(expanded))),
      };
    },
  );
  // One word is ranked off its postings; several are ranked over every match (search-page.ts).
  const lexemes = words.length === 1 ? groups[0]!.lexemes : null;
  const page = {
    where: whereOf(filterConditions(query, scope, values)),
    categoryIds: query.category ? values.categoryIds : undefined,
    rootCategoryId: topLevel ? values.rootCategoryId : undefined,
    sort: sortOf(query),
    limit: query.limit,
  };
  const headText = headWordsText(words);
  const search = async (mode: 'all' | 'any') => {
    const tsquery = toTsqueryText(words, mode);
    const match = matchQueryText(groups, mode);
    const spec = { page, values, scope, tsquery, match, headWords: headText, lexemes, aisleIds };
    const reader = searchReader(db, query, spec);
    return readPage(db, query, { ...reader, countKey: `${countKey} ${tsquery}` });
  };
  const corrected = correctedSearchText(words);
  const strict = await search('all');
  if (strict.pagination.total > 0 || words.length < 2) return shown(strict, corrected);
  return shown(await search('any'), corrected);
}
