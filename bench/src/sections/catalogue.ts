import { BUDGETS } from '../lib/budgets';
import type { Row } from '../lib/report';
import { type Running, startStore } from '../lib/server';
import { PRODUCTS, type Target } from '../lib/seed';
import { besideBare, medianOf, type Paired, TRIALS, type Trials } from '../lib/trials';
import { fmt } from './api';

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

/**
 * A store is measured warm, as shoppers meet a server that has been up: its listing's CPU per
 * request kept falling for the first ~15 s of load (734, 451, 367 and 353 us in successive 3 s
 * runs, then ~310), where the bare endpoint is steady after one second.
 */
const STORE_WARM_UP_SECONDS = 10;

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
const each = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join(' / ');
/** The runs behind a figure, kept in latest.json. */
const runsOf = ({ runs }: Trials) => runs.map(fmt);
const pairedDetail = (paired: Paired) => ({
  ratios: each(paired.ratios, 3),
  store: runsOf(paired.store),
  bare: runsOf(paired.bare),
});
const ratioText = (paired: Paired, digits: number) =>
  `${fmt(paired.store.result)} = ${paired.ratio.toFixed(digits)}x bare (runs ${each(paired.ratios, digits)})`;
const listingPath = (l: Listing, page: number) =>
  `/api/products?category=${l.category}&sort=price&order=asc&limit=20&page=${page}`;
/**
 * Listing uncached and cached, and search, on one seeded database. Every figure is the middle of
 * TRIALS runs; a ratio's runs alternate with the bare endpoint's (trials.ts).
 */
export async function catalogueLoad(target: Target, bareServer: Running): Promise<Row[]> {
  const bare = { url: `${bareServer.url}/bare`, serverPid: bareServer.pid };
  const section = `catalogue ${PRODUCTS / 1000}k (${target.label})`;
  const common = {
    ...target.env,
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    MAX_LINE_QUANTITY: '0',
    MAX_OPEN_UNPAID_ORDERS: '0',
    DELIVERY_CAPACITY: '0',
    FAIR_SHARE: '0',
    LOG_LEVEL: 'warn',
  };
  const pg = target.label === 'PostgreSQL';
  const rows: Row[] = [];

  const pagesOf = (listing: Listing) => Math.max(1, Math.min(listing.totalPages, 10));
  const listingLoad = (store: Running, listing: Listing) =>
    besideBare(
      {
        serverPid: store.pid,
        warmUpSeconds: STORE_WARM_UP_SECONDS,
        url: store.url + listingPath(listing, 1),
        path: () => listingPath(listing, 1 + Math.floor(Math.random() * pagesOf(listing))),
        connections: 30,
      },
      bare,
    );

  // Every page built from its row's columns: what a listing costs before any product's JSON is
  // kept. Reported beside the budgeted figure below, which keeps them.
  const cold = await startStore(`store-${target.label}-cold`, {
    ...common,
    CATALOG_CACHE_ENTRIES: '0',
    PRODUCT_CACHE_ENTRIES: '0',
  });
  try {
    const list = await listingLoad(cold, await biggestCategory(cold.url));
    rows.push({
      section,
      metric: `listing, response and product JSON caches off (as below, ${TRIALS} runs)`,
      value: ratioText(list, 3),
      budget: '-',
      detail: pairedDetail(list),
    });
  } finally {
    await cold.stop();
  }

  const uncached = await startStore(`store-${target.label}-uncached`, {
    ...common,
    CATALOG_CACHE_ENTRIES: '0',
  });
  try {
    // The response cache is off: every request reads its page's rows and their versions from
    // the database; a product's JSON is reused while its row version is unchanged.
    const list = await listingLoad(uncached, await biggestCategory(uncached.url));
    const floor = pg ? BUDGETS.listingRatioPg : BUDGETS.listingRatioPglite;
    rows.push({
      section,
      metric: `listing, response cache off (category + price sort, pages 1-10, 30 conn, ${TRIALS} runs)`,
      value: ratioText(list, 3),
      budget: `>= ${floor}x bare`,
      ok: list.ratio >= floor,
      detail: pairedDetail(list),
    });
    const searchRow = async (
      connections: number,
      budget: string,
      ok?: (p99: number) => boolean,
    ) => {
      const search = await medianOf({
        serverPid: uncached.pid,
        warmUpSeconds: STORE_WARM_UP_SECONDS,
        url: `${uncached.url}/api/products?search=banana`,
        path: () => `/api/products?search=${encodeURIComponent(pick(SEARCHES))}&limit=20`,
        connections,
      });
      const p99s = each(
        search.runs.map((r) => r.p99),
        0,
      );
      rows.push({
        section,
        metric: `search with typos, uncached (${connections} conn, ${TRIALS} runs)`,
        value: `${fmt(search.result)} (p99 runs ${p99s})`,
        budget,
        ok: ok?.(search.result.p99),
        detail: runsOf(search),
      });
    };
    await searchRow(
      30,
      pg ? `p99 <= ${BUDGETS.searchP99MsPg} ms` : '- (budget on PostgreSQL)',
      pg ? (p99) => p99 <= BUDGETS.searchP99MsPg : undefined,
    );
    // At 30 connections on two cores the p99 is mostly queueing; this shows a lighter load's.
    await searchRow(10, '-');
  } finally {
    await uncached.stop();
  }

  const cachedStore = await startStore(`store-${target.label}-cached`, common);
  try {
    const listing = await biggestCategory(cachedStore.url);
    const url = cachedStore.url + listingPath(listing, 1);
    // What a browser sends: the cache keeps each answer compressed, as shoppers receive it.
    const cached = await besideBare(
      {
        serverPid: cachedStore.pid,
        warmUpSeconds: STORE_WARM_UP_SECONDS,
        url,
        connections: 50,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      },
      bare,
    );
    const p99 = cached.store.result.p99;
    rows.push({
      section,
      metric: `listing cached (same query, browser accept-encoding, 50 conn, ${TRIALS} runs)`,
      value: `${ratioText(cached, 2)}, bare p99 ${cached.bare.result.p99} ms`,
      budget: `>= ${BUDGETS.cachedRatio}x bare, p99 <= ${BUDGETS.cachedP99Ms} ms`,
      ok: cached.ratio >= BUDGETS.cachedRatio && p99 <= BUDGETS.cachedP99Ms,
      detail: pairedDetail(cached),
    });
  } finally {
    await cachedStore.stop();
  }
  return rows;
}
