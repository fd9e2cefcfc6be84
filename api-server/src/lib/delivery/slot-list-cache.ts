import type { DeliverySlotsAnswer } from '@grocery/shared-api';
import type { Db } from '../../db/client';

/** The longest an answer is kept; the instants below end it sooner. */
const KEEP_MS = 5_000;

export interface ComputedSlots {
  answer: DeliverySlotsAnswer;
  /** When time alone changes the answer (ms): the next cut-off, the next live hold to lapse. */
  changesAt: number;
}

interface Entry {
  answer: Promise<DeliverySlotsAnswer>;
  until: number;
}

/**
 * The shoppers' slot lists (GET /delivery/slots) by query. Remaining places stay exact: every
 * change to a booking (hold, order, cancel, slot move, schedule) clears the lists here and,
 * through the change feed, on the other replicas; and an answer is kept only until time alone
 * would change it. An entry is stored when its read starts, so a clear during the read drops
 * it too: an answer read before a booking is never served after it.
 */
export class SlotListCache {
  private readonly entries = new Map<string, Entry>();

  read(key: string, compute: () => Promise<ComputedSlots>): Promise<DeliverySlotsAnswer> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.answer;
    const computing = compute();
    // Concurrent misses on one query share this read.
    const entry: Entry = { answer: computing.then((c) => c.answer), until: now + KEEP_MS };
    this.entries.set(key, entry);
    computing.then(
      ({ changesAt }) => {
        entry.until = Math.min(entry.until, changesAt);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  invalidate(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SlotListCache>();
const publishers = new WeakMap<Db, () => void>();

/** One cache per database handle, so two apps in one process (tests) never share answers. */
export function slotListCache(db: Db): SlotListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SlotListCache();
    caches.set(db, cache);
  }
  return cache;
}

/** How a booking here reaches the other replicas' slot lists (plugins/change-feed.ts). */
export function publishDeliveryChanges(db: Db, publish: () => void): void {
  publishers.set(db, publish);
}

/** Call after any committed change to slots, holds or the orders booked in them. */
export function invalidateSlotLists(db: Db): void {
  caches.get(db)?.invalidate();
  publishers.get(db)?.();
}
