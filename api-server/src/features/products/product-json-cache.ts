import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { genericPlanDb } from '../../db/generic-plans';
import { products } from '../../db/schema';
import { cacheSettings } from '../../lib/catalog-cache';
import { type CategoryGraph, idArray } from '../../lib/catalog-scope';
import { LruCache } from '../../lib/lru-cache';
import { withDocuments } from './product-document';
import { preparedOnce } from './prepared-once';
import {
  type PageRow,
  productJson,
  selectVersionedProducts,
  type VersionedRow,
} from './product-row';

/** What a product's JSON was built from besides its row: the day (sale prices) and its aisle. */
interface Entry {
  version: number;
  day: string;
  categoryId: string | null;
  categoryName: string | undefined;
  json: string;
}

const MAX_BYTES = 32 * 1024 * 1024;
/** Pages whose products were last listed, by page (see pageKept). */
const PAGES = 5_000;

interface Caches {
  products: LruCache<Entry>;
  pages: LruCache<string[]>;
}

const caches = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let found = caches.get(db);
  if (!found) {
    const { productEntries, ttlMs } = cacheSettings();
    found = {
      products: new LruCache<Entry>({
        maxEntries: productEntries,
        ttlMs,
        maxWeight: MAX_BYTES,
        weigh: (entry) => entry.json.length,
      }),
      pages: new LruCache({ maxEntries: productEntries && PAGES, ttlMs }),
    };
    caches.set(db, found);
  }
  return found;
}

/**
 * Whether every product the page listed when last read still has its JSON kept: then asking for
 * the page's refs alone is likely to be enough. Otherwise the page is read whole, in one trip.
 * `page` names the page: its filter, order and offset.
 */
export function pageKept(db: Db, page: string): boolean {
  const { pages, products } = cachesOf(db);
  const ids = pages.get(page);
  return ids !== undefined && ids.every((id) => products.get(id) !== undefined);
}

export function rememberPage(db: Db, page: string, rows: PageRow[]): void {
  cachesOf(db).pages.set(
    page,
    rows.map((row) => row.id),
  );
}

/** Products by id, whole: prepared once, as a page runs it whenever one of its products changed. */
const rowsById = (db: Db) =>
  preparedOnce(db, 'rows-by-id', (name) =>
    selectVersionedProducts(genericPlanDb(db))
      .where(sql`${products.id} = ANY(${idArray(sql.placeholder('ids'))})`)
      .prepare(name),
  );

const categoryName = (graph: CategoryGraph, id: string | null) =>
  id === null ? undefined : graph.get(id)?.name;

const isWhole = (row: PageRow): row is VersionedRow => 'document' in row;

/**
 * The JSON of the products a page query found, in its order. Every read checks it against the
 * database: a product's JSON is reused only while the row version the page query just read is
 * the one it was built from, on the same day and with the same aisle name, so no write, from
 * this process or any other, needs to clear it. Whole rows are built and kept; refs with no
 * current JSON are read whole in one more query, and a product deleted in between is left out.
 */
export async function productJsons(
  db: Db,
  rows: PageRow[],
  day: string,
  graph: CategoryGraph,
): Promise<string[]> {
  const { products: cache } = cachesOf(db);
  const kept = rows.map((row) => {
    if (isWhole(row)) return undefined;
    const entry = cache.get(row.id);
    const current =
      entry?.version === row.version &&
      entry.day === day &&
      entry.categoryName === categoryName(graph, entry.categoryId);
    return current ? entry.json : undefined;
  });
  const missing = rows.filter((row, i) => kept[i] === undefined && !isWhole(row));
  const fetched = missing.length
    ? await rowsById(db).execute({ ids: missing.map((row) => row.id) })
    : [];
  const built = new Map<string, string>();
  for (const row of await withDocuments(db, [...rows.filter(isWhole), ...fetched])) {
    const json = productJson(row, day, graph);
    built.set(row.id, json);
    const { version, categoryId } = row;
    cache.set(row.id, {
      version,
      day,
      categoryId,
      categoryName: categoryName(graph, categoryId),
      json,
    });
  }
  return rows.flatMap((row, i) => kept[i] ?? built.get(row.id) ?? []);
}
