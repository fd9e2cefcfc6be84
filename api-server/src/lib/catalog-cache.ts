import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { type Encoded, encode } from './encodings';
import { LruCache } from './lru-cache';

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
  private generation = 0;

  constructor(settings: Omit<CacheSettings, 'productEntries'> = cacheSettings()) {
    this.lru = new LruCache<Entry>({
      maxEntries: settings.maxEntries,
      ttlMs: settings.ttlMs,
      maxWeight: settings.maxBytes,
      weigh,
    });
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
  count(filter: string, load: () => Promise<number>): Promise<number> {
    return remember(this.counts, filter, load);
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

  /** `address`, when given, is remembered as answered by `key` once the answer is stored. */
  async read(key: string, compute: () => Promise<string>, address?: string): Promise<CachedBody> {
    if (this.lru.maxEntries === 0) return { body: await compute(), hit: false };
    const cached = this.lru.get(key);
    if (cached !== undefined) {
      if (address !== undefined) this.addresses.set(address, key);
      return { ...cached, hit: true };
    }
    const generation = this.generation;
    const flightKey = `${generation}:${key}`;
    // Concurrent misses on one key share one database round trip.
    let flight = this.pending.get(flightKey);
    if (!flight) {
      flight = compute()
        .then((body) => ({
          body,
          encoded: encode(body),
          tag: createHash('sha1').update(body).digest('base64url'),
        }))
        .finally(() => this.pending.delete(flightKey));
      this.pending.set(flightKey, flight);
    }
    const entry = await flight;
    if (generation === this.generation) {
      this.lru.set(key, entry);
      if (address !== undefined) this.addresses.set(address, key);
    }
    return { ...entry, hit: false };
  }

  invalidate(): void {
    this.generation += 1;
    this.lru.clear();
    this.memos.clear();
    this.counts.clear();
    this.words.clear();
    this.addresses.clear();
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

const publishers = new WeakMap<Db, () => void>();

/** How a write here reaches the other replicas' caches (plugins/change-feed.ts). */
export function publishCatalogChanges(db: Db, publish: () => void): void {
  publishers.set(db, publish);
}

/** Call after any committed write to products or categories (orders change stock too). */
export function invalidateCatalogCache(db: Db): void {
  caches.get(db)?.invalidate();
  publishers.get(db)?.();
}
