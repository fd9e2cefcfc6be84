const NAMED_ID = /"id":"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/**
 * The ids an answer names. A product's JSON carries its stock beside its id; a category's id
 * counted too only makes an answer leave a little early.
 */
export function idsNamedIn(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(NAMED_ID), (m) => m[1]!))];
}

/**
 * Which stored catalogue answers show which products, so an order (which changes stock and
 * nothing else the catalogue shows) drops only the answers naming its products and those
 * ordered or filtered by stock, where a catalogue write drops everything.
 */
export class StockIndex {
  private readonly byProduct = new Map<string, Set<string>>();
  private readonly byStock = new Set<string>();
  /** Product id -> the stamp of its last stock change, so a read racing one is not kept. */
  private readonly changedAt = new Map<string, number>();
  private stamp = 0;
  private lastChange = 0;

  /** Read before computing an answer; its flight is shared only until the next stock change. */
  get current(): number {
    return this.stamp;
  }

  /** Whether an answer computed from `since` on may show stock that changed meanwhile. */
  changedSince(since: number, ids: readonly string[], stockOrdered: boolean): boolean {
    if (stockOrdered) return this.lastChange > since;
    return ids.some((id) => (this.changedAt.get(id) ?? 0) > since);
  }

  add(key: string, ids: readonly string[], stockOrdered: boolean): void {
    if (stockOrdered) this.byStock.add(key);
    for (const id of ids) {
      let keys = this.byProduct.get(id);
      if (!keys) this.byProduct.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string, ids: readonly string[]): void {
    this.byStock.delete(key);
    for (const id of ids) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }

  /** Records a stock change of these products; answers the keys of the answers it outdates. */
  change(productIds: readonly string[]): string[] {
    this.stamp += 1;
    this.lastChange = this.stamp;
    const keys = new Set(this.byStock);
    for (const id of productIds) {
      this.changedAt.set(id, this.stamp);
      for (const key of this.byProduct.get(id) ?? []) keys.add(key);
    }
    return [...keys];
  }

  /** After everything was dropped (the answers' own removal empties the index). */
  clear(): void {
    this.changedAt.clear();
  }
}
