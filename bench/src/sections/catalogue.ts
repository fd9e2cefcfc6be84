import { load, type LoadResult } from '../lib/load';
import { BUDGETS } from '../lib/budgets';
import type { Row } from '../lib/report';
import { startStore } from '../lib/server';
import { PRODUCTS, type Target } from '../lib/seed';
import { fmt, ratio } from './api';

// Typos on purpose: search is typo-tolerant (pg_trgm), and every miss costs the most.
const SEARCHES = [
  'bananna',
  'tomatoe',
  'chese',
  'appel juice',
  'chiken',
  'yoghurt',
  'brocoli',
  'orange',
  'bread',
  'coffe beans',
];

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Listing {
  category: string;
  totalPages: number;
}

/** The biggest category (a filter that still matches many rows) and how many pages it has. */
async function biggestCategory(base: string): Promise<Listing> {
  const res = await fetch(`${base}/api/categories?limit=100`);
  const { data } = (await res.json()) as {
    data: { categories: { id: string; productCount: number }[] };
  };
  const top = [...data.categories].sort((a, b) => b.productCount - a.productCount)[0];
  if (!top) throw new Error('no categories to filter by');
  const first = await fetch(
    `${base}/api/products?category=${top.id}&sort=price&order=asc&limit=20`,
  );
  const body = (await first.json()) as { data: { pagination: { totalPages: number } } };
  return { category: top.id, totalPages: body.data.pagination.totalPages };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const listingPath = (l: Listing, page: number) =>
  `/api/products?category=${l.category}&sort=price&order=asc&limit=20&page=${page}`;
/** Listing uncached and cached, and search, on one seeded database. */
export async function catalogueLoad(
  target: Target,
  bare30: LoadResult,
  bare50: LoadResult,
): Promise<Row[]> {
  const section = `catalogue ${PRODUCTS / 1000}k (${target.label})`;
  const common = {
    ...target.env,
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
  };
  const pg = target.label === 'PostgreSQL';
  const rows: Row[] = [];

  const uncached = await startStore(`store-${target.label}-uncached`, {
    ...common,
    CATALOG_CACHE_ENTRIES: '0',
  });
  try {
    const listing = await biggestCategory(uncached.url);
    // The cache is off (CATALOG_CACHE_ENTRIES=0); walking the first pages is what shoppers do.
    const pages = Math.max(1, Math.min(listing.totalPages, 10));
    const list = await load({
      serverPid: uncached.pid,
      url: uncached.url + listingPath(listing, 1),
      path: () => listingPath(listing, 1 + Math.floor(Math.random() * pages)),
    });
    const floor = pg ? BUDGETS.listingRatioPg : BUDGETS.listingRatioPglite;
    rows.push({
      section,
      metric: 'listing, response cache off (category + price sort, pages 1-10, 30 conn)',
      value: `${fmt(list)} = ${ratio(list, bare30).toFixed(3)}x bare`,
      budget: `>= ${floor}x bare`,
      ok: ratio(list, bare30) >= floor,
    });
    const searchAt = (connections: number) =>
      load({
        serverPid: uncached.pid,
        url: `${uncached.url}/api/products?search=banana`,
        path: () => `/api/products?search=${encodeURIComponent(pick(SEARCHES))}&limit=20`,
        connections,
      });
    const search = await searchAt(30);
    rows.push({
      section,
      metric: 'search with typos, uncached (30 conn)',
      value: fmt(search),
      budget: pg ? `p99 <= ${BUDGETS.searchP99MsPg} ms` : '- (budget on PostgreSQL)',
      ok: pg ? search.p99 <= BUDGETS.searchP99MsPg : undefined,
    });
    // At 30 connections on two cores the p99 is mostly queueing; this shows a lighter load's.
    rows.push({
      section,
      metric: 'search with typos, uncached (10 conn)',
      value: fmt(await searchAt(10)),
      budget: '-',
    });
  } finally {
    await uncached.stop();
  }

  const cachedStore = await startStore(`store-${target.label}-cached`, common);
  try {
    const listing = await biggestCategory(cachedStore.url);
    const url = cachedStore.url + listingPath(listing, 1);
    // What a browser sends: the cache keeps each answer compressed, as shoppers receive it.
    const cached = await load({
      serverPid: cachedStore.pid,
      url,
      connections: 50,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    const okRatio = ratio(cached, bare50) >= BUDGETS.cachedRatio;
    rows.push({
      section,
      metric: 'listing cached (same query, browser accept-encoding, 50 conn)',
      value: `${fmt(cached)} = ${ratio(cached, bare50).toFixed(2)}x bare`,
      budget: `>= ${BUDGETS.cachedRatio}x bare, p99 <= ${BUDGETS.cachedP99Ms} ms`,
      ok: okRatio && cached.p99 <= BUDGETS.cachedP99Ms,
    });
  } finally {
    await cachedStore.stop();
  }
  return rows;
}
