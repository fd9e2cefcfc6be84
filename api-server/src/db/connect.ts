import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import { registerGenericPlans } from './generic-plans';
import { PipelinedConnections } from './pipelined-connections';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | null;
  /** Where PGlite keeps its files; absent means in memory. */
  dataDir?: string | null;
  /** A PGlite data directory dump (tar) to start from, used by tests. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /** The PGlite thread's entry: src/db/pglite-worker.ts, or dist/pglite-worker.js once built. */
  pgliteWorker?: string;
  poolMax?: number;
  onPoolError?: (err: Error) => void;
}

/**
 * The connections that carry the statements prepared once (generic-plans.ts), pipelined
 * (pipelined-connections.ts). One answered the listing fastest, but a search keeps a backend
 * busy for ~1.3 ms and one backend is one core: two answered 41-69% more searches than one.
 */
const PIPELINED_CONNECTIONS = 2;
/**
 * The estimated work each pipelined connection is given ahead (pipelined-connections.ts): a few
 * searches. The estimates are wall time, so they grow when the machine is busy, and a small
 * budget then leaves one query per backend and the backends idle between them. Search p99 at 30
 * connections on 50,000 products, on a machine running slow, was 68-91 ms with 2 ms, 73 ms with
 * 3 ms and 59-75 ms with 5 ms. Once a search found its matches by lexemes and cost less, 5 ms held
 * more of them in one backend's queue: on a fast machine p99 was 25-35 ms with 2 ms, 30-39 ms with
 * 3 ms and 42-46 ms with 5 ms (10 s runs, alternating builds), at the same rate. A listing query
 * costs a fraction of a millisecond, and its rate was the same with each.
 */
const PIPELINE_AHEAD_MS = 3;

export async function openPglite(options: ConnectOptions = {}): Promise<PgliteThread> {
  if (!options.pgliteWorker) throw new Error('The embedded database needs pgliteWorker');
  return PgliteThread.start(options.pgliteWorker, {
    dataDir: options.dataDir ?? undefined,
    loadDataDir: options.loadDataDir,
  });
}

/** `close` may be called more than once (shutdown hooks and tests both call it). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

export function fromPglite(client: PgliteThread): Database {
  // drizzle's PGlite driver calls only query() and transaction() of a client, all these answer.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  registerGenericPlans(db, drizzlePglite(client.planned as PGlite, { schema }));
  return {
    driver: 'pglite',
    client,
    db,
    close: once(() => client.close()),
  };
}

export async function connectDatabase(options: ConnectOptions = {}): Promise<Database> {
  const connectionString = options.databaseUrl;
  if (!connectionString) return fromPglite(await openPglite(options));
  // A request waits at most 5 s for a connection, then fails (503) instead of hanging.
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onPoolError?.(err));
  // Nor one lent out between two statements (a transaction waiting on this process when
  // PostgreSQL restarts): the pool listens only to idle clients. Its next query fails (503), and
  // the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', (err) => options.onPoolError?.(err)));
  const planned = new PipelinedConnections(
    { connectionString, options: '-c plan_cache_mode=force_generic_plan' },
    PIPELINED_CONNECTIONS,
    PIPELINE_AHEAD_MS,
    options.onPoolError,
  );
  const db = drizzlePg(pool, { schema });
  // drizzle calls only query() on a client outside transactions, all `planned` answers.
  registerGenericPlans(db, drizzlePg(planned as unknown as pg.Pool, { schema }));
  return {
    driver: 'postgres',
    pool,
    db,
    close: once(async () => {
      await Promise.all([pool.end(), planned.end()]);
    }),
  };
}
