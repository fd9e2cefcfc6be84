import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { PgliteThread } from './pglite-thread';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The same drizzle API over either driver: PGlite (embedded) or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}

/** The raw client stays reachable for the few driver-specific jobs (migrations, dumps). */
export type Database = DatabaseBase &
  ({ driver: 'pglite'; client: PgliteThread } | { driver: 'postgres'; pool: Pool });
