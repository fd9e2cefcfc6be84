// `npm run start:cluster` with 1, 2 and 3 replicas on one PostgreSQL: listing and order
// throughput through HAProxy. On a 2-core machine a flat curve is expected; a falling one is not.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createAccounts, loginBody } from '../lib/accounts';
import { freePort } from '../lib/free-port';
import { load } from '../lib/load';
import { childrenNamed, cpuMeter, postgresPids, sampleWaits } from '../lib/process-cpu';
import type { Row } from '../lib/report';
import { createScratchDb } from '../lib/scratch-db';
import { repoRoot } from '../lib/server';
import { fmt } from './api';
import { type OrdersBenchContext, createProducts, loadAverage, ok, orderBody } from './orders';

const SHOPPERS = 30;
/** The order run: long enough that one slow second does not make the figure. */
const ORDERS_S = 8;
const ORDERS_WARM_UP_S = 2;

function startCluster(replicas: number, env: Record<string, string>) {
  return freePort().then(
    (port) =>
      new Promise<{ url: string; child: ChildProcess; pids: number[] }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            path.join(repoRoot, 'scripts/start-cluster.mjs'),
            ...['--replicas', String(replicas), '--port', String(port), '--api-only'],
          ],
          { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'ignore'] },
        );
        child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
          const line = chunk.split('\n').find((l) => l.startsWith('{"url"'));
          if (!line) return;
          const ready = JSON.parse(line) as { url: string; replicas: { pid: number }[] };
          resolve({ url: ready.url, child, pids: ready.replicas.map((r) => r.pid) });
        });
        child.on('exit', (code) => reject(new Error(`start-cluster exited (${code})`)));
      }),
  );
}

async function measure(ctx: OrdersBenchContext, replicas: number): Promise<Row[]> {
  const scratch = await createScratchDb(ctx.pgUrl!);
  const { url, child, pids } = await startCluster(replicas, {
    DATABASE_URL: scratch.url,
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    MAX_LINE_QUANTITY: '0',
    MAX_OPEN_UNPAID_ORDERS: '0',
    DELIVERY_CAPACITY: '0',
    FAIR_SHARE: '0',
    LOG_LEVEL: 'warn',
  });
  try {
    const accounts = await createAccounts(url);
    const login = JSON.parse(loginBody(accounts.admin)) as object;
    const admin = (await ok(url, 'POST', '/auth/login', login)).token as string;
    const ids = await createProducts(url, admin, 200, 1_000_000);
    const tokens: string[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const registered = await ok(url, 'POST', '/auth/register', {
        role: 'customer',
        firstName: 'Replica',
        lastName: `Shopper${i}`,
        email: `replica${replicas}-${i}@bench.test`,
        password: 'BenchPass1',
        confirmPassword: 'BenchPass1',
      });
      tokens.push(registered.token as string);
    }
    let page = 0;
    const listing = await load({
      url: `${url}/api/products`,
      path: () => `/api/products?page=${1 + ((page += 1) % 10)}&limit=20&sort=price`,
    });
    let n = 0;
    const orderLoad = (duration: number) =>
      autocannon({
        url: `${url}/api/orders`,
        connections: 30,
        duration,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[(n += 1) % tokens.length]}`,
              },
              body: JSON.stringify(orderBody(ids[n % ids.length]!)),
            }),
          },
        ],
      });
    // Every cluster is warmed the same way: its replicas' JIT and pools, PostgreSQL's caches.
    await orderLoad(ORDERS_WARM_UP_S);
    const database = await postgresPids(scratch.url);
    const haproxy = childrenNamed(child.pid!, 'haproxy');
    const cpu = cpuMeter(() => ({ replicas: pids, postgres: database, haproxy }));
    const waits = sampleWaits(scratch.url);
    const orders = await orderLoad(ORDERS_S);
    const used = cpu();
    const busy = await waits();
    const perOrder = Object.entries(used)
      .map(([who, us]) => `${who} ${Math.round(us / Math.max(1, orders.requests.total))}`)
      .join(', ');
    const sessions = busy
      .slice(0, 4)
      .map((w) => `${w.what} ${w.mean.toFixed(1)}`)
      .join(', ');
    const section = 'replicas (PostgreSQL, HAProxy)';
    return [
      {
        section,
        metric: `${replicas} replica(s): listing pages, 30 conn`,
        value: `${fmt(listing)}, ${loadAverage()}`,
        budget: 'report',
      },
      {
        section,
        metric: `${replicas} replica(s): POST /api/orders over 200 products, 30 conn`,
        value: `${Math.round(orders.requests.average)} req/s, p99 ${orders.latency.p99} ms, ${orders.non2xx} non-2xx, ${orders.errors} errors, ${loadAverage()}`,
        budget: 'report',
      },
      {
        section,
        metric: `${replicas} replica(s): CPU us per order; database sessions (mean)`,
        value: `${perOrder}; ${sessions}`,
        budget: 'report',
      },
    ];
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await scratch.drop();
  }
}

/** Listing and order throughput through HAProxy with 1, 2 and 3 replicas (PostgreSQL only). */
export async function replicasBench(ctx: OrdersBenchContext): Promise<Row[]> {
  if (!ctx.pgUrl) {
    return [
      {
        section: 'replicas',
        metric: 'skipped: set BENCH_DATABASE_URL (or run under scripts/test-pg.sh)',
        value: '-',
        budget: '-',
      },
    ];
  }
  const rows: Row[] = [];
  for (const replicas of [1, 2, 3]) {
    if (!ctx.clock.fits(60_000)) {
      rows.push({
        section: 'replicas',
        metric: `${replicas} replica(s) skipped: out of the bench budget`,
        value: '-',
        budget: '-',
      });
      continue;
    }
    rows.push(...(await measure(ctx, replicas)));
  }
  return rows;
}
