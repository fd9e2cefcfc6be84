import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

// Any constant works; it only has to be the same for every replica of this app.
const MIGRATION_LOCK = 727_274_001;

/** Applies the SQL migrations in `migrationsFolder` (api-server/drizzle) that have not run yet. */
export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client as unknown as PGlite), { migrationsFolder });
    return;
  }
  // Replicas starting together must not apply the same migration twice.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
