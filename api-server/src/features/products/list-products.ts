import { count, inArray, type SQL } from 'drizzle-orm';
import type { Pagination, Product, ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import {
  type CatalogScope,
  type CategoryGraph,
  loadCategoryGraph,
  today,
} from '../../lib/catalog-scope';
import { catalogCache } from '../../lib/catalog-cache';
import { NotFoundError } from '../../lib/errors';
import { ensurePricesStamped } from '../../lib/price-day';
import { expandSearchWords, searchTokens, toTsqueryText } from '../../lib/text-search';
import { filterConditions, orderOf, searchCondition, whereOf } from './product-query';
import { type ProductRow, selectProducts, toProduct } from './product-row';
import { searchPageRows } from './search-page';

export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}

function pagination(query: ProductListQuery, total: number): Pagination {
  return {
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

interface PageInput {
  query: ProductListQuery;
  day: string;
  graph: CategoryGraph;
  conditions: SQL[];
}

type PageRows = (where: SQL | undefined, offset: number) => Promise<ProductRow[]>;

/**
 * Two phases in one statement: the page's ids in order (narrow, often index-only), then the
 * full rows of just those ids; sorting thousands of wide rows would cost far more.
 */
function sortedRows(db: Db, query: ProductListQuery): PageRows {
  const order = orderOf(query);
  return (where, offset) => {
    const pageIds = db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset);
    return selectProducts(db)
      .where(inArray(products.id, pageIds))
      .orderBy(...order);
  };
}

async function readPage(
  db: Db,
  { query, day, graph, conditions }: PageInput,
  pageRows: PageRows,
): Promise<ProductPage> {
  const where = whereOf(conditions);
  const offset = (query.page - 1) * query.limit;
  const rows = await pageRows(where, offset);
  // A short page that is not past the end already tells the total: skip the count.
  let total = offset + rows.length;
  if (rows.length === query.limit || (rows.length === 0 && offset > 0)) {
    const counting = db.select({ total: count() }).from(products).where(where);
    const { sql: text, params } = counting.toSQL();
    total = await catalogCache(db).count(`${text} ${JSON.stringify(params)}`, async () => {
      const [counted] = await counting;
      return counted?.total ?? 0;
    });
  }
  return {
    products: rows.map((row) => toProduct(row, day, graph)),
    pagination: pagination(query, total),
  };
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
): Promise<ProductPage> {
  const day = today();
  if (query.sort === 'price') await ensurePricesStamped(db, day);
  const graph = await loadCategoryGraph(db);
  const conditions = filterConditions(query, scope, day, graph);
  const empty = { products: [], pagination: pagination(query, 0) };
  if (!conditions && categoryMustExist) throw new NotFoundError('Category not found');
  if (!conditions) return empty;
  const input = { query, day, graph, conditions };
  if (!query.search) return readPage(db, input, sortedRows(db, query));

  const tokens = searchTokens(query.search);
  if (!tokens.length) return empty;
  const words = await expandSearchWords(db, tokens);
  const search = async (mode: 'all' | 'any') => {
    const tsquery = toTsqueryText(words, mode);
    const typed = query.search!;
    const rows: PageRows = query.sort
      ? sortedRows(db, query)
      : (where, offset) =>
          searchPageRows(db, { where, tsquery, typed, limit: query.limit, offset });
    return readPage(db, { ...input, conditions: [...conditions, searchCondition(tsquery)] }, rows);
  };
  const strict = await search('all');
  if (strict.pagination.total > 0 || words.length < 2) return strict;
  return search('any');
}
