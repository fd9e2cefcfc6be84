// `npm run bench`: front-end sizes and cold loads, API throughput beside a bare Fastify endpoint,
// the catalogue on 50,000 products, checkout, delivery slots and portal releases under load.
// Only 127.0.0.1 is loaded; the whole run is bounded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAccounts, createCustomers } from './lib/accounts';
import { launch } from './lib/browser';
import { Clock } from './lib/clock';
import { load } from './lib/load';
import { printTable, type Row } from './lib/report';
import { createScratchDb } from './lib/scratch-db';
import { repoRoot, resultsDir, startBare, startStore, type Running } from './lib/server';
import { apiThroughput, fmt } from './sections/api';
import { catalogueLoad } from './sections/catalogue';
import { deliveryBench } from './sections/delivery';
import { floodBench } from './sections/flood';
import { pgRestartBench } from './sections/pg-restart';
import { replicasBench } from './sections/replicas';
import { pickingBench } from './sections/picking';
import { seed, type Target } from './lib/seed';
import { frontEnd } from './sections/front-end';
import { mobile } from './sections/mobile';
import { ordersBench } from './sections/orders';
import { portalsBench } from './sections/portals';

// Builds (only when something is missing or stale) come first; the clock covers the measurements.
/** The measuring budget, seeding excluded (see catalogue). */
const MEASURING_MS = 450_000;
let clock = new Clock(MEASURING_MS);
/** Seeding 50,000 products (with their search postings) took 42 s on PostgreSQL here. */
const SEED_TIMEOUT_MS = 240_000;
const rows: Row[] = [];
const cleanups: (() => Promise<void>)[] = [];
const skipped = (section: string, why: string) =>
  rows.push({ section, metric: `skipped: ${why}`, value: '-', budget: '-' });
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `grocery-bench-${name}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
async function started(run: Promise<Running>): Promise<Running> {
  const server = await run;
  cleanups.push(server.stop);
  return server;
}

async function catalogue(target: Target, bare: Running) {
  const section = `catalogue (${target.label})`;
  if (!clock.fits(175_000)) return skipped(section, 'out of the bench budget');
  try {
    const started = Date.now();
    await clock.excluding(() => seed(target, SEED_TIMEOUT_MS));
    rows.push({
      section,
      metric: 'seed 50,000 products',
      value: `${Math.round((Date.now() - started) / 1000)} s`,
      budget: '-',
    });
    if (!clock.fits(135_000)) return skipped(section, 'out of the bench budget after seeding');
    rows.push(...(await catalogueLoad(target, bare)));
  } catch (err) {
    skipped(section, err instanceof Error ? err.message : String(err));
  }
}

/** The sections that load the API alone, so a run of just them needs no front-end build. */
const API_ONLY = [
  '--only=orders',
  '--only=delivery',
  '--only=flood',
  '--only=replicas',
  '--only=pg-restart',
  '--only=portals',
  '--only=picking',
];

async function main() {
  const only = API_ONLY.some((flag) => process.argv.includes(flag))
    ? "{ only: ['@grocery/api-server'] }"
    : '';
  const script = pathToFileURL(path.join(repoRoot, 'scripts/build-missing.mjs')).href;
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildMissing } from '${script}'; buildMissing(${only});`,
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('building the store failed');
  clock = new Clock(MEASURING_MS);

  const bare = await started(startBare());
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const context = { clock, bare, tempDir, started, cleanups, pgUrl };
  const orders = () => ordersBench(context);
  const delivery = () => deliveryBench(context);
  const flood = () => floodBench(context);
  const replicas = () => replicasBench(context);
  // `npm run bench -- --only=orders` measures checkout alone; `--only=delivery` delivery slots;
  // `--only=flood` the flood; `--only=replicas` 1, 2 and 3 replicas behind HAProxy;
  // `--only=pg-restart` PostgreSQL restarted under order load (its own cluster, not in the full run).
  if (process.argv.includes('--only=orders')) return void rows.push(...(await orders()));
  if (process.argv.includes('--only=delivery')) return void rows.push(...(await delivery()));
  if (process.argv.includes('--only=flood')) return void rows.push(...(await flood()));
  if (process.argv.includes('--only=replicas')) return void rows.push(...(await replicas()));
  if (process.argv.includes('--only=pg-restart'))
    return void rows.push(...(await pgRestartBench()));
  // `--only=portals`: /remotes.json with a canary, and a promotion across replicas.
  const portals = () => portalsBench(context);
  if (process.argv.includes('--only=portals')) return void rows.push(...(await portals()));
  // `--only=picking`: 20 pickers finalising 1,000 weighed orders.
  if (process.argv.includes('--only=picking')) {
    return void rows.push(...(await pickingBench(context)));
  }
  const store = await started(
    startStore('store-demo', {
      DATA_DIR: tempDir('demo'),
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '0',
      MAX_LINE_QUANTITY: '0',
      MAX_OPEN_UNPAID_ORDERS: '0',
      DELIVERY_CAPACITY: '0',
      FAIR_SHARE: '0',
      LOG_LEVEL: 'warn',
    }),
  );
  const accounts = await createAccounts(store.url);

  const browser = await launch();
  cleanups.push(() => browser.close());
  // `npm run bench -- --only=mobile` measures the phone's first screens alone.
  if (process.argv.includes('--only=mobile'))
    return void rows.push(...(await mobile(browser, store.url, accounts)));
  rows.push(...(await frontEnd(browser, store.url, accounts, true)));
  rows.push(...(await mobile(browser, store.url, accounts)));
  await browser.close();

  const api = await apiThroughput(store, bare, await createCustomers(store.url, 30));
  rows.push(...api.rows);
  const bare50 = await load({ url: `${bare.url}/bare`, connections: 50, serverPid: bare.pid });
  rows.push({
    section: 'api',
    metric: 'bare Fastify JSON endpoint, 50 conn',
    value: fmt(bare50),
    budget: '-',
  });
  await store.stop();

  // PostgreSQL first: the search budget and the tighter listing ratio are set on it.
  if (pgUrl) {
    const scratch = await createScratchDb(pgUrl);
    cleanups.push(scratch.drop);
    await catalogue({ label: 'PostgreSQL', env: { DATABASE_URL: scratch.url } }, bare);
  } else {
    skipped('catalogue (PostgreSQL)', 'set BENCH_DATABASE_URL (or run under scripts/test-pg.sh)');
  }
  await catalogue({ label: 'PGlite', env: { DATA_DIR: tempDir('50k') } }, bare);
  rows.push(...(await orders()));
  rows.push(...(await delivery()));
  rows.push(...(await flood()));
  rows.push(...(await replicas()));
  rows.push(...(await portals()));
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
}

main()
  .catch((err: unknown) => {
    process.exitCode = 1;
    skipped('bench', err instanceof Error ? err.message : String(err));
  })
  .finally(async () => {
    await cleanup();
    printTable(rows);
    fs.mkdirSync(resultsDir, { recursive: true });
    const machine = {
      cpus: os.cpus().length,
      node: process.version,
      finishedAt: new Date().toISOString(),
    };
    fs.writeFileSync(
      path.join(resultsDir, 'latest.json'),
      `${JSON.stringify({ machine, rows }, null, 2)}\n`,
    );
    console.log(`\nresults: ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}`);
  });
