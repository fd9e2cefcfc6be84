import type { Pagination, ProductListQuery } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { catalogCache } from '../../lib/catalog-cache';
import { pageKept, rememberPage } from './product-json-cache';
import type { PageRow } from './product-row';

export function pagination(query: ProductListQuery, total: number): Pagination {
  return {
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

export interface PageReader {
  /** The page at `offset`: its rows whole, or their refs only (PageRow). */
  rows: (offset: number, whole: boolean) => Promise<PageRow[]>;
  total: () => Promise<number>;
  /** Every input of the filter: its total is remembered under it until the next write. */
  countKey: string;
}

export async function readPage(db: Db, query: ProductListQuery, reader: PageReader) {
  const offset = (query.page - 1) * query.limit;
  const page = `${reader.countKey} ${query.sort} ${query.order} ${query.limit} ${offset}`;
  const rows = await reader.rows(offset, !pageKept(db, page));
  rememberPage(db, page, rows);
  // A short page that is not past the end already tells the total: skip the count.
  let total = offset + rows.length;
  if (rows.length === query.limit || (rows.length === 0 && offset > 0)) {
    total = await catalogCache(db).count(reader.countKey, reader.total, query.lowStock);
  }
  return { rows, pagination: pagination(query, total) };
}
