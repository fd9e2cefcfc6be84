import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/client';
import { connectDatabase, fromPglite, openPglite } from '../db/connect';
import { migrateDatabase } from '../db/migrate';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const pgliteWorker = join(__dirname, '..', 'db', 'pglite-worker.ts');

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Uint8Array> | undefined;

/**
 * Creating and migrating a PGlite takes seconds; loading a dump of one takes about one. The
 * migrated dump is kept in the temp dir, keyed by the migrations' content, and shared by every
 * suite and worker (written under a temporary name, then renamed, so readers never see half).
 */
function pgliteTemplate(): Promise<Uint8Array> {
  template ??= (async () => {
    const file = join(tmpdir(), `grocery-pglite-template-${migrationsHash()}.tar`);
    if (existsSync(file)) return readFileSync(file);
    const client = await openPglite({ pgliteWorker });
    await migrateDatabase(fromPglite(client), migrationsFolder);
    const bytes = await client.dumpDataDir();
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes;
  })();
  return template;
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `grocery_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  await migrateDatabase(database, migrationsFolder);
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A brand-new, migrated, empty database on the given driver. */
export async function freshDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return freshPostgres(url);
  }
  // A copy: the template's bytes move to the PGlite thread.
  const loadDataDir = new Uint8Array(await pgliteTemplate());
  const database = fromPglite(await openPglite({ pgliteWorker, loadDataDir }));
  return { database, drop: () => database.close() };
}
