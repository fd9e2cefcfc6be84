import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { bootstrapDatabase } from '../bootstrap';
import { bulkLoad } from './bulk-load';
import { generateProducts } from './generate';

/**
 * npm run seed -w @grocery/api-server -- --products 50000
 * Migrates the configured database (DATABASE_URL, else PGlite under DATA_DIR), loads the demo
 * catalogue if the store is empty, then adds N generated products. Stop a server using the same
 * PGlite directory first: PGlite allows one process at a time.
 */
const packageDir = fileURLToPath(new URL('../../..', import.meta.url));

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '0' },
      batch: { type: 'string', default: '1000' },
    },
  });
  const total = Number(values.products);
  const batchSize = Number(values.batch);
  if (!Number.isInteger(total) || total < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    throw new Error('usage: seed [--products N] [--batch N]');
  }
  const config = loadConfig(process.env, packageDir);
  const started = Date.now();
  const database = await bootstrapDatabase(config, {
    pgliteWorker: fileURLToPath(new URL('../pglite-worker.ts', import.meta.url)),
  });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Database ready (${where}), demo catalogue in place.`);
  try {
    await bulkLoad(database.db, () =>
      generateProducts(database.db, total, {
        batchSize,
        onBatch: (done) => process.stdout.write(`\r${done} / ${total} products`),
      }),
    );
    if (total) process.stdout.write('\n');
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
