interface Entry<V> {
  value: V;
  weight: number;
  expiresAt: number;
}

export interface LruOptions<V> {
  maxEntries: number;
  ttlMs: number;
  /** Optional second bound, e.g. bytes of serialized responses. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
}

/** A bounded map that forgets the least recently used entry first and anything past its TTL. */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalWeight = 0;

  constructor(private readonly options: LruOptions<V>) {}

  get maxEntries(): number {
    return this.options.maxEntries;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is the recency order.
    this.insert(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const weight = this.options.weigh?.(value) ?? 0;
    const maxWeight = this.options.maxWeight ?? Infinity;
    if (this.options.maxEntries <= 0 || weight > maxWeight) return;
    this.delete(key);
    this.insert(key, { value, weight, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries || this.totalWeight > maxWeight) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private insert(key: string, entry: Entry<V>): void {
    this.entries.set(key, entry);
    this.totalWeight += entry.weight;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }
}
