import { createHash } from 'node:crypto';
import type { Change } from '../db/change-feed';
import type { Db } from '../db/client';
import { type Encoded, encode } from './encodings';
import { LruCache } from './lru-cache';
import { idsNamedIn, StockIndex } from './stock-index';

export interface CacheSettings {
  /** 0 switches the cache off (benchmarks measure the uncached path this way). */
  maxEntries: number;
  /** Bound on the serialized bodies kept, in bytes (UTF-16 code units, near enough). */
  maxBytes: number;
  /** Bounds staleness on other replicas, whose memory a write here cannot reach. */
  ttlMs: number;
  /** Products whose JSON is kept by row version (product-json-cache.ts); 0 switches it off. */
  productEntries: number;
}

export function cacheSettings(
  env: Record<string, string | undefined> = process.env,
): CacheSettings {
  const number = (value: string | undefined, fallback: number, min: number) => {
    const parsed = Number(value ?? fallback);
    return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
  };
  return {
    maxEntries: number(env.CATALOG_CACHE_ENTRIES, 1000, 0),
    maxBytes: number(env.CATALOG_CACHE_MAX_BYTES, 64 * 1024 * 1024, 1),
    ttlMs: number(env.CATALOG_CACHE_TTL_MS, 60_000, 1),
    productEntries: number(env.PRODUCT_CACHE_ENTRIES, 20_000, 0),
  };
}

interface Entry {
  body: string;
  /** The body compressed, kept with a stored entry (absent when caching is off or it is small). */
  encoded?: Encoded;
  /** A validator of the body, kept with a stored entry, for conditional requests. */
  tag?: string;
  /** The ids the body names (see StockIndex), kept with a stored entry. */
  ids?: readonly string[];
}

export interface CachedBody extends Entry {
  hit: boolean;
}

const weigh = ({ body, encoded }: Entry) =>
  body.length + (encoded ? encoded.br.length + encoded.gzip.length : 0);

/**
 * Serialized responses of the catalogue reads. A write bumps the generation: reads that
 * started before it finish but never store their (possibly stale) result.
 */
export class CatalogCache {
  private readonly lru: LruCache<Entry>;
  private readonly pending = new Map<string, Promise<Entry>>();
  private readonly memos: LruCache<Promise<unknown>>;
  private readonly counts: LruCache<Promise<unknown>>;
  private readonly words: LruCache<Promise<unknown>>;
  /** Request address (see cached-reply.ts) -> the key of the answer it got. */
  private readonly addresses: LruCache<string>;
  private readonly shown = new StockIndex();
  /** Counts of filters on stock (low stock), which any stock change may alter. */
  private readonly stockCounts: LruCache<Promise<unknown>>;
  private generation = 0;

  constructor(settings: Omit<CacheSettings, 'productEntries'> = cacheSettings()) {
    this.lru = new LruCache<Entry>({
      maxEntries: settings.maxEntries,
      ttlMs: settings.ttlMs,
      maxWeight: settings.maxBytes,
      weigh,
      onDrop: (key, entry) => this.shown.remove(key, entry.ids ?? []),
    });
    this.stockCounts = new LruCache({ maxEntries: 200, ttlMs: settings.ttlMs });
    this.memos = new LruCache({ maxEntries: 16, ttlMs: settings.ttlMs });
    this.counts = new LruCache({ maxEntries: 2000, ttlMs: settings.ttlMs });
    this.words = new LruCache({ maxEntries: 2000, ttlMs: settings.ttlMs });
    this.addresses = new LruCache({ maxEntries: settings.maxEntries, ttlMs: settings.ttlMs });
  }

  /**
   * Small derived facts every read needs (the category tree), kept even when response caching
   * is off: they are not responses, and a write clears them just the same.
   */
  memo<T>(name: string, load: () => Promise<T>): Promise<T> {
    return remember(this.memos, name, load);
  }

  /**
   * How many rows a listing's filter matches, keyed by everything the filter depends on: every
   * page of one filter shares it, so paging costs one page read, not a page read plus a count.
   */
  count(filter: string, load: () => Promise<number>, onStock = false): Promise<number> {
    return remember(onStock ? this.stockCounts : this.counts, filter, load);
  }

  /**
   * What typed search words expand to (completions and typo corrections) and the aisles they
   * name: they depend only on the catalogue's vocabulary and categories, which only a write changes.
   */
  searchWords<T>(typed: string, load: () => Promise<T>): Promise<T> {
    return remember(this.words, typed, load);
  }

  /** The stored answer to a request address seen since the last write, if still kept. */
  atAddress(address: string): Entry | undefined {
    const key = this.addresses.get(address);
    return key === undefined ? undefined : this.lru.get(key);
  }

  /**
   * `address`, when given, is remembered as answered by `key` once the answer is stored.
   * `stockOrdered`: the answer is ordered or filtered by stock, so any stock change drops it.
   */
  async read(
    key: string,
    compute: () => Promise<string>,
    address?: string,
    stockOrdered = false,
  ): Promise<CachedBody> {
    if (this.lru.maxEntries === 0) return { body: await compute(), hit: false };
    const cached = this.lru.get(key);
    if (cached !== undefined) {
      if (address !== undefined) this.addresses.set(address, key);
      return { ...cached, hit: true };
    }
    const generation = this.generation;
    const since = this.shown.current;
    const flightKey = `${generation}:${since}:${key}`;
    // Concurrent misses on one key share one database round trip.
    let flight = this.pending.get(flightKey);
    if (!flight) {
      flight = compute()
        .then((body) => ({
          body,
          encoded: encode(body),
          tag: createHash('sha1').update(body).digest('base64url'),
          ids: idsNamedIn(body),
        }))
        .finally(() => this.pending.delete(flightKey));
      this.pending.set(flightKey, flight);
    }
    const entry = await flight;
    const ids = entry.ids ?? [];
    if (generation === this.generation && !this.shown.changedSince(since, ids, stockOrdered)) {
      this.lru.set(key, entry);
      this.shown.add(key, ids, stockOrdered);
      if (address !== undefined) this.addresses.set(address, key);
    }
    return { ...entry, hit: false };
  }

  invalidate(): void {
    this.generation += 1;
    this.lru.clear();
    this.memos.clear();
    this.counts.clear();
    this.stockCounts.clear();
    this.words.clear();
    this.addresses.clear();
    this.shown.clear();
  }

  /**
   * After a committed change of these products' stock alone (an order placed or cancelled):
   * only the answers naming them, those ordered or filtered by stock and the counts of stock
   * filters go. Everything else an order cannot change stays.
   */
  invalidateStock(productIds: readonly string[]): void {
    for (const key of this.shown.change(productIds)) this.lru.delete(key);
    this.stockCounts.clear();
  }
}

function remember<T>(lru: LruCache<Promise<unknown>>, key: string, load: () => Promise<T>) {
  const known = lru.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  lru.set(key, loading);
  // A failed load is forgotten so the next read tries again.
  loading.catch(() => {
    if (lru.get(key) === loading) lru.delete(key);
  });
  return loading;
}

const caches = new WeakMap<Db, CatalogCache>();

/** One cache per database handle, so two apps in one process (tests) never share entries. */
export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(db, cache);
  }
  return cache;
}

const publishers = new WeakMap<Db, (change: Change) => void>();

/** How a write here reaches the other replicas' caches (plugins/change-feed.ts). */
export function publishCatalogChanges(db: Db, publish: (change: Change) => void): void {
  publishers.set(db, publish);
}

/** Call after any committed write to products or categories. */
export function invalidateCatalogCache(db: Db): void {
  caches.get(db)?.invalidate();
  publishers.get(db)?.({ kind: 'catalog' });
}

/** Call after a committed change of these products' stock and of nothing else (orders). */
export function invalidateProductStock(db: Db, productIds: readonly string[]): void {
  caches.get(db)?.invalidateStock(productIds);
  publishers.get(db)?.({ kind: 'stock', productIds });
}
