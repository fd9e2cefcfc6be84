import type { Config } from '../config';
import type { Database } from './client';
import { type ConnectOptions, connectDatabase } from './connect';
import { documentProducts } from './product-document';
import { migrateDatabase } from './migrate';
import { seedDemoCatalog } from './seed/demo-catalog';

/** Opens the configured database, brings its schema up to date and stocks an empty store. */
export async function bootstrapDatabase(
  config: Config,
  options: Pick<ConnectOptions, 'onPoolError' | 'pgliteWorker'>,
): Promise<Database> {
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
    dataDir: config.dataDir,
    ...options,
  });
  try {
    await migrateDatabase(database, config.migrationsFolder);
    await seedDemoCatalog(database.db);
    // Products written before documents existed, or by hand since: none is left without one.
    await documentProducts(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
