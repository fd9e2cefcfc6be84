import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { rateLimitWindows } from '../db/schema';

type Answer = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Windows ended this long ago are deleted (each replica sweeps; the statement is cheap). */
const SWEEP_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so a client's budget holds across
 * every replica instead of multiplying by their number. One statement per request: an upsert
 * that counts the hit, or starts a new window once the old one has passed.
 */
export function postgresRateLimitStore(db: Db) {
  let sweeping: NodeJS.Timeout | undefined;
  const sweep = () =>
    db
      .delete(rateLimitWindows)
      .where(sql`${rateLimitWindows.resetsAt} < now() - interval '1 minute'`)
      .catch(() => undefined);

  class PostgresStore {
    /** @fastify/rate-limit passes its options first; a child passes its budget too. */
    constructor(
      _options: unknown,
      private readonly budget = 'all',
    ) {
      sweeping ??= setInterval(sweep, SWEEP_MS).unref();
    }

    incr(client: string, answer: Answer, windowMs: number): void {
      const key = `${this.budget} ${client}`;
      rawRows<{ hits: number; ttl: number }>(
        db,
        sql`INSERT INTO ${rateLimitWindows} AS w (key, hits, resets_at)
          VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN w.resets_at <= now() THEN 1 ELSE w.hits + 1 END,
            resets_at = CASE WHEN w.resets_at <= now() THEN excluded.resets_at ELSE w.resets_at END
          RETURNING w.hits, ceil(extract(epoch FROM w.resets_at - now()) * 1000)::int AS ttl`,
      ).then(
        ([row]) => answer(null, { current: row!.hits, ttl: row!.ttl }),
        (err: Error) => answer(err),
      );
    }

    /** A route with its own budget (login, register...) counts in its own windows. */
    child(params: object): PostgresStore {
      // Typed as route options; what arrives is the route's merged limits with its routeInfo.
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      return new PostgresStore(params, url ? `${String(method)} ${url}` : this.budget);
    }
  }
  return { Store: PostgresStore, stop: () => clearInterval(sweeping) };
}
