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
import { filterConditions, orderOf, searchCondition, searchRank, whereOf } from './product-query';
import { selectProducts, toProduct } from './product-row';

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
  rank: SQL | null;
}

/**
 * Two phases in one statement: the page's ids in order (narrow, often index-only), then the
 * full rows of just those ids; sorting thousands of wide rows would cost far more.
 */
async function readPage(
  db: Db,
  { query, day, graph, conditions, rank }: PageInput,
): Promise<ProductPage> {
  const where = whereOf(conditions);
  const order = orderOf(query, rank);
  const offset = (query.page - 1) * query.limit;
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset);
  const rows = await selectProducts(db)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
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
  const input = { query, day, graph, conditions, rank: null };
  if (!query.search) return readPage(db, input);

  const tokens = searchTokens(query.search);
  if (!tokens.length) return empty;
  const words = await expandSearchWords(db, tokens);
  const search = async (mode: 'all' | 'any') => {
    const tsquery = toTsqueryText(words, mode);
    const rank = searchRank(tsquery, query.search!);
    return readPage(db, { ...input, conditions: [...conditions, searchCondition(tsquery)], rank });
  };
  const strict = await search('all');
  if (strict.pagination.total > 0 || words.length < 2) return strict;
  return search('any');
}
