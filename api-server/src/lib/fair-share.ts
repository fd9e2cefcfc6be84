import { BUSY, RATE_LIMITED, RetryLaterError } from './errors';

export interface FairShareConfig {
  /** false lifts every bound below (FAIR_SHARE=0; throughput benches run so). */
  enabled: boolean;
  /** Expensive jobs one client may have running or waiting; past it 429 (FAIR_SHARE_PER_CLIENT). */
  perClient: number;
  /** Expensive jobs running at once in this process; the rest wait (FAIR_SHARE_TOTAL). */
  total: number;
  /** Jobs waiting for a free slot; past it the store is overloaded (FAIR_SHARE_QUEUE). */
  queue: number;
  /** How long a job waits for a slot before it is answered 503 (FAIR_SHARE_WAIT). */
  waitMs: number;
}

/**
 * Holds counted across every replica (plugins/fair-share-store.ts). `take` resolves to the hold's
 * release, or to null when the client already holds its share on all replicas together.
 */
export interface SharedHolds {
  take(client: string, perClient: number): Promise<(() => Promise<void>) | null>;
}

interface Waiter {
  client: string;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the work that costs the database (uncached catalogue reads, orders): a few jobs run at
 * once, a short queue waits, and each client may hold only so many of both (a page's burst fits;
 * a flood is refused past it). A freed slot goes to the waiting client running the fewest jobs,
 * so a client that floods waits behind everyone else and the others wait about one job.
 */
export class FairShare {
  private running = 0;
  /** Jobs per client, running or waiting. */
  private readonly held = new Map<string, number>();
  /** Jobs per client that hold a slot. */
  private readonly active = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  /** With `shared`, the per-client bound counts on every replica together, not in this one. */
  constructor(
    private readonly config: FairShareConfig,
    private readonly shared?: SharedHolds,
  ) {}

  async run<T>(client: string, job: () => Promise<T>): Promise<T> {
    if (!this.config.enabled) return job();
    const held = this.held.get(client) ?? 0;
    if (held >= this.config.perClient) throw new RetryLaterError(429, RATE_LIMITED, 1);
    this.held.set(client, held + 1);
    try {
      const release = this.shared ? await this.shared.take(client, this.config.perClient) : null;
      if (this.shared && !release) throw new RetryLaterError(429, RATE_LIMITED, 1);
      try {
        await this.slot(client);
        try {
          return await job();
        } finally {
          this.release(client);
        }
      } finally {
        // Not awaited: the answer need not wait for the count to go down.
        void release?.();
      }
    } finally {
      count(this.held, client, -1);
    }
  }

  private slot(client: string): Promise<void> {
    if (this.running < this.config.total) {
      this.running += 1;
      count(this.active, client, 1);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.config.queue) {
      return Promise.reject(new RetryLaterError(503, BUSY, 2));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        start: () => {
          clearTimeout(waiter.timer);
          count(this.active, client, 1);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new RetryLaterError(503, BUSY, 2));
        }, this.config.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The slot passes to the waiter whose client runs the fewest jobs (it stays counted), or frees. */
  private release(client: string): void {
    count(this.active, client, -1);
    let next = -1;
    let fewest = Infinity;
    this.waiting.forEach((waiter, i) => {
      const running = this.active.get(waiter.client) ?? 0;
      if (running < fewest) [next, fewest] = [i, running];
    });
    if (next < 0) {
      this.running -= 1;
      return;
    }
    const [waiter] = this.waiting.splice(next, 1);
    waiter!.start();
  }
}

function count(map: Map<string, number>, key: string, by: number): void {
  const value = (map.get(key) ?? 0) + by;
  if (value > 0) map.set(key, value);
  else map.delete(key);
}
