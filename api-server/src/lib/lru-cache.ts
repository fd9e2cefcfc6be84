import { LRUCache } from 'lru-cache';

export interface LruOptions<V> {
  /** 0 keeps nothing (a cache switched off); lru-cache itself would read 0 as unbounded. */
  maxEntries: number;
  ttlMs: number;
  /** Optional second bound, e.g. bytes of serialized responses. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** The clock, for tests; it is read on every access instead of once per millisecond. */
  now?: () => number;
  /** Called for each entry that leaves: evicted, expired, replaced, deleted or cleared. */
  onDrop?: (key: string, value: V) => void;
}

/**
 * A bounded map that forgets the least recently used entry first and anything past its TTL:
 * lru-cache, with a cache of 0 entries keeping nothing.
 */
export class LruCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V> | undefined;

  constructor(private readonly options: LruOptions<V>) {
    const { maxEntries, ttlMs, maxWeight, weigh, now, onDrop } = options;
    if (maxEntries <= 0) return;
    this.cache = new LRUCache<string, V>({
      max: maxEntries,
      ttl: ttlMs,
      ...(maxWeight !== undefined && weigh
        ? { maxSize: maxWeight, sizeCalculation: (value: V) => Math.max(1, weigh(value)) }
        : {}),
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
      ...(onDrop ? { dispose: (value: V, key: string) => onDrop(key, value) } : {}),
    });
  }

  get maxEntries(): number {
    return this.options.maxEntries;
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }

  get weight(): number {
    return this.cache?.calculatedSize ?? 0;
  }

  get(key: string): V | undefined {
    return this.cache?.get(key);
  }

  set(key: string, value: V): void {
    this.cache?.set(key, value);
  }

  delete(key: string): void {
    this.cache?.delete(key);
  }

  clear(): void {
    this.cache?.clear();
  }
}
