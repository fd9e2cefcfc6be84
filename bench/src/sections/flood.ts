// One client floods the store with searches no cache has seen while another, from a different
// address, reads listings and health: fair shares (on, as shipped) must keep the other fast.
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createAccounts, loginBody } from '../lib/accounts';
import type { Row } from '../lib/report';
import { createScratchDb } from '../lib/scratch-db';
import { startStore } from '../lib/server';
import { type OrdersBenchContext, createProducts, loadAverage, ok } from './orders';

const FLOOD_CONNECTIONS = 200;
const FLOOD_SECONDS = 8;
const PRODUCTS = 300;
/** The measured client's address: the store counts fair shares per address. */
const OTHER_ADDRESS = '127.0.0.2';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface FloodResult {
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}

/**
 * The flood from its own thread: on this one, reading its ~6,000 answers a second delayed the
 * measured client's answers by as much as the store did.
 */
function flood(url: string): Promise<FloodResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, '../lib/search-flood.cjs'), {
      workerData: { url, connections: FLOOD_CONNECTIONS, seconds: FLOOD_SECONDS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** One GET from 127.0.0.2, timed; a connection error counts as status 0. */
function timedGet(agent: http.Agent, url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

async function floodOne(label: string, env: Record<string, string>): Promise<Row[]> {
  const section = `flood (${label})`;
  const store = await startStore(`store-flood-${label.toLowerCase()}`, {
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    const accounts = await createAccounts(store.url);
    const login = JSON.parse(loginBody(accounts.admin)) as object;
    const admin = (await ok(store.url, 'POST', '/auth/login', login)).token as string;
    await createProducts(store.url, admin, PRODUCTS, 100);
    const agent = new http.Agent({ keepAlive: true, localAddress: OTHER_ADDRESS, maxSockets: 1 });
    // The measured client is already connected, as a browser with keep-alive is.
    await timedGet(agent, `${store.url}/api/health`);
    const flooding = flood(`${store.url}/api/products`);
    const health: { status: number; ms: number }[] = [];
    const listing: { status: number; ms: number }[] = [];
    // Let the flood fill the store first, then read one after another until it ends.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const until = Date.now() + (FLOOD_SECONDS - 2) * 1000;
    for (let page = 0; Date.now() < until; page += 1) {
      health.push(await timedGet(agent, `${store.url}/api/health`));
      const pagePath = `/api/products?page=${1 + (page % 15)}&limit=20&sort=price`;
      listing.push(await timedGet(agent, `${store.url}${pagePath}`));
    }
    const flooded = await flooding;
    agent.destroy();
    const summary = (answers: { status: number; ms: number }[]) => {
      const failed = answers.filter((a) => a.status !== 200).length;
      const p99 = percentile(
        answers.map((a) => a.ms),
        99,
      );
      return {
        p99,
        failed,
        text: `p99 ${Math.round(p99)} ms over ${answers.length}, ${failed} not 200`,
      };
    };
    const [h, l] = [summary(health), summary(listing)];
    const statuses = Object.entries(flooded.statusCodeStats ?? {})
      .map(([code, { count }]) => `${count} ${code}`)
      .join(', ');
    return [
      {
        section,
        metric: `the flood: ${FLOOD_CONNECTIONS} conn of never-cached searches from 127.0.0.1, ${FLOOD_SECONDS} s`,
        value: `${statuses || 'no answers'}, ${flooded.errors + flooded.timeouts} errors, ${loadAverage()}`,
        budget: 'every request answered',
        ok: flooded.errors + flooded.timeouts === 0,
      },
      {
        section,
        metric: `GET /api/health from ${OTHER_ADDRESS} during the flood`,
        value: h.text,
        budget: 'p99 <= 100 ms',
        ok: h.p99 <= 100 && h.failed === 0,
      },
      {
        section,
        metric: `listing pages (first reads uncached) from ${OTHER_ADDRESS} during the flood`,
        value: l.text,
        budget: 'p99 <= 100 ms',
        ok: l.p99 <= 100 && l.failed === 0,
      },
    ];
  } finally {
    await store.stop();
  }
}

/** The flood on PostgreSQL (when a server is at hand) and PGlite, fair shares on. */
export async function floodBench(ctx: OrdersBenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const fits = (label: string) => {
    if (ctx.clock.fits(40_000)) return true;
    rows.push({
      section: `flood (${label})`,
      metric: 'skipped: out of the bench budget',
      value: '-',
      budget: '-',
    });
    return false;
  };
  if (ctx.pgUrl && fits('PostgreSQL')) {
    const scratch = await createScratchDb(ctx.pgUrl);
    ctx.cleanups.push(scratch.drop);
    rows.push(...(await floodOne('PostgreSQL', { DATABASE_URL: scratch.url })));
  }
  if (fits('PGlite')) rows.push(...(await floodOne('PGlite', { DATA_DIR: ctx.tempDir('flood') })));
  return rows;
}
