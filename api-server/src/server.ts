import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { bootstrapDatabase } from './db/bootstrap';

// src/server.ts under tsx, dist/server.js once built: either way the package folder is `..`.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
// The embedded database's thread: its source beside this file under tsx, its build beside it in dist.
const pgliteWorker = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './db/pglite-worker.ts' : './pglite-worker.js',
    import.meta.url,
  ),
);

async function main() {
  const config = loadConfig(process.env, packageDir);
  const database = await bootstrapDatabase(config, {
    onPoolError: (err) => console.error('database pool error', err),
    pgliteWorker,
  });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // Fastify logs each bound interface; the one URL to open is printed below.
  await app.listen({
    port: config.port,
    host: config.host,
    backlog: config.listenBacklog,
    listenTextResolver: (address) => `bound to ${new URL(address).host}`,
  });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Grocery Store running at http://${shown}:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
