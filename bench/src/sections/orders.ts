// Checkout under load: the oversell race, order throughput over many products, and the admin's
// sales figures on 100,000 orders. Each target gets its own fresh store.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createAccounts, loginBody } from '../lib/accounts';
import type { Clock } from '../lib/clock';
import { load, type LoadResult } from '../lib/load';
import { cpuMeter, postgresPids, sampleWaits } from '../lib/process-cpu';
import type { Row } from '../lib/report';
import { pgbenchTpcB } from '../lib/pgbench';
import { createScratchDb } from '../lib/scratch-db';
import { startStore, type Running } from '../lib/server';
import { fmt, ratio } from './api';

const CUSTOMERS = 30;
const RACE_ATTEMPTS = 3_000;
const RACE_STOCK = 1_000;
const SPREAD_PRODUCTS = 1_000;
const STATS_ORDERS = 100_000;
/** Sockets the race's 3,000 requests share (one per request would exhaust file descriptors). */
const RACE_SOCKETS = 256;

interface Json {
  success: boolean;
  message?: string;
  data: Record<string, unknown>;
}

interface Target {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  /** PostgreSQL only: where the bench writes the 100,000 orders directly. */
  databaseUrl?: string;
}

export interface OrdersBenchContext {
  clock: Clock;
  bare: Running;
  tempDir: (name: string) => string;
  started: (run: Promise<Running>) => Promise<Running>;
  /** BENCH_DATABASE_URL or TEST_DATABASE_URL, when a PostgreSQL server is at hand. */
  pgUrl: string | undefined;
  cleanups: (() => Promise<void>)[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: RACE_SOCKETS });

export function call(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  through: http.Agent = agent,
) {
  const url = new URL(`/api${route}`, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; json: Json }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: through,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function ok(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
) {
  const res = await call(base, method, route, body, token);
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${res.json.message}`);
  return res.json.data;
}

const address = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'buyer@bench.test',
  phone: '+15551234567',
  address: '1 Benchmark Road',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};
let serial = 0;
export const orderBody = (productId: string, extra: Record<string, unknown> = {}) => ({
  orderId: `order_${Date.now()}_${(serial += 1)}`,
  items: [{ productId, quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cash_on_delivery',
  currency: 'USD',
  ...extra,
});

async function customers(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const email = `shopper${i}@bench.test`;
    const data = await ok(base, 'POST', '/auth/register', {
      role: 'customer',
      firstName: 'Shopper',
      lastName: `No${i}`,
      email,
      password: 'BenchPass1',
      confirmPassword: 'BenchPass1',
    });
    tokens.push(data.token as string);
  }
  return tokens;
}

export async function createProducts(base: string, admin: string, count: number, stock: number) {
  const { categories } = (await ok(base, 'GET', '/categories?limit=1')) as {
    categories: { id: string }[];
  };
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const data = await ok(
      base,
      'POST',
      '/products',
      {
        name: `Bench Basket ${i}`,
        sku: `BENCH-${Date.now() % 100_000}-${i}`,
        description: 'A product made by the orders benchmark.',
        categoryId: categories[0]!.id,
        price: 1 + (i % 50) / 4,
        stock,
        unit: 'piece',
      },
      admin,
    );
    ids.push((data.product as { id: string }).id);
  }
  return ids;
}

/** 3,000 order attempts at once from 30 shoppers for one product holding 1,000. */
async function race(base: string, admin: string, tokens: string[]): Promise<Row> {
  const [productId] = await createProducts(base, admin, 1, RACE_STOCK);
  const started = Date.now();
  // A connection error is counted, not thrown: every attempt must get an HTTP answer.
  const answers = await Promise.all(
    Array.from({ length: RACE_ATTEMPTS }, (_, i) =>
      call(base, 'POST', '/orders', orderBody(productId!), tokens[i % tokens.length]).catch(() => ({
        status: 0,
      })),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  const [placed, refused, limited, busy, failed] = [201, 409, 429, 503, 0].map(count);
  const other = answers.length - placed! - refused! - limited! - busy! - failed!;
  const { product } = (await ok(base, 'GET', `/products/${productId}`, undefined, admin)) as {
    product: { stock: number };
  };
  return {
    section: '',
    metric: `${RACE_ATTEMPTS} concurrent orders, ${CUSTOMERS} shoppers, stock ${RACE_STOCK}`,
    value: `${placed} orders, ${refused} refused (409), ${limited} 429, ${busy} 503, ${failed} connection errors${other ? `, ${other} other` : ''}, final stock ${product.stock}, ${seconds.toFixed(1)} s`,
    budget: `exactly ${RACE_STOCK} orders, stock 0, every attempt answered`,
    ok: placed === RACE_STOCK && product.stock === 0 && other === 0 && failed === 0,
  };
}

/** The machine is shared: each throughput figure says how busy it was. */
export const loadAverage = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

interface SpreadResult extends LoadResult {
  /** CPU time per order of the API process and, on PostgreSQL, of the database's processes. */
  cpu: string;
  /** What the database's sessions did, on average (PostgreSQL only). */
  sessions?: string;
}

/** autocannon POSTing orders, each for one random product of `ids`, shoppers in turn. */
async function spread(
  store: Running,
  tokens: string[],
  ids: string[],
  databaseUrl?: string,
): Promise<SpreadResult> {
  const base = store.url;
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${base}/api/orders`,
      connections: 30,
      duration,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n % tokens.length]}`,
              },
              body: JSON.stringify(orderBody(ids[Math.floor(Math.random() * ids.length)]!)),
            };
          },
        },
      ],
    });
  await run(2);
  const database = databaseUrl ? await postgresPids(databaseUrl) : [];
  const cpu = cpuMeter(() => ({ API: [store.pid!], PostgreSQL: database }));
  const waits = databaseUrl ? sampleWaits(databaseUrl) : undefined;
  const result = await run(8);
  const used = cpu();
  const busy = await waits?.();
  const perOrder = (us: number) => Math.round(us / Math.max(1, result.requests.total));
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu: `API ${perOrder(used.API!)} us${databaseUrl ? `, PostgreSQL ${perOrder(used.PostgreSQL!)} us` : ''}`,
    sessions: busy
      ?.slice(0, 4)
      .map((w) => `${w.what} ${w.mean.toFixed(1)}`)
      .join(', '),
  };
}

/**
 * 100,000 orders over the last year ($1: the user who placed them), as a store has them: 5%
 * cancelled, the last three days' still moving, the older ones delivered.
 */
const BULK_ORDERS = `
  INSERT INTO orders (client_order_id, user_id, status, subtotal_cents, total_cents,
    shipping_address, payment_method, customer_name, customer_email, created_at, updated_at)
  SELECT 'bulk_' || g, $1::uuid,
    CASE WHEN g % 20 = 0 THEN 'cancelled'
      WHEN g % 365 < 3 THEN (ARRAY['pending','confirmed','processing','shipped'])[1 + g % 4]
      ELSE 'delivered' END,
    500 + g % 9000, 500 + g % 9000, '{}'::jsonb, 'cash_on_delivery', 'Bulk Buyer',
    'bulk@bench.test', now() - (g % 365) * interval '1 day', now()
  FROM generate_series(1, ${STATS_ORDERS}) g`;

/** The sales summaries an API write keeps, booked for the bulk orders at once. */
const BOOK_BULK_ORDERS = `
  INSERT INTO daily_sales (day, orders, revenue_cents, cancelled_orders)
  SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'),
    count(*) FILTER (WHERE status <> 'cancelled'),
    coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0),
    count(*) FILTER (WHERE status = 'cancelled')
  FROM orders WHERE client_order_id LIKE 'bulk\\_%' GROUP BY 1
  ON CONFLICT (day, stripe) DO UPDATE SET orders = daily_sales.orders + excluded.orders,
    revenue_cents = daily_sales.revenue_cents + excluded.revenue_cents,
    cancelled_orders = daily_sales.cancelled_orders + excluded.cancelled_orders`;

/** What autovacuum does soon after a load this size: the counts then read the index alone. */
const AFTER_BULK = 'VACUUM ANALYZE orders';

async function bulkOrdersPg(url: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(BULK_ORDERS, [userId]);
    await client.query(BOOK_BULK_ORDERS);
    await client.query(AFTER_BULK);
  } finally {
    await client.end();
  }
}

/** PGlite serves one process: the store is stopped, the orders written, the store restarted. */
async function bulkOrdersPglite(dataDir: string, userId: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await db.query(BULK_ORDERS, [userId]);
    await db.query(BOOK_BULK_ORDERS);
    await db.exec(AFTER_BULK);
  } finally {
    await db.close();
  }
}

async function oneTarget(ctx: OrdersBenchContext, target: Target, bareRun: LoadResult) {
  const section = `orders (${target.label})`;
  const env = {
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    MAX_LINE_QUANTITY: '0',
    MAX_OPEN_UNPAID_ORDERS: '0',
    DELIVERY_CAPACITY: '0',
    FAIR_SHARE: '0',
    LOG_LEVEL: 'warn',
    ...target.env,
  };
  const name = `store-orders-${target.label.toLowerCase()}`;
  let store = await ctx.started(startStore(name, env));
  const accounts = await createAccounts(store.url);
  const login = JSON.parse(loginBody(accounts.admin)) as object;
  const admin = (await ok(store.url, 'POST', '/auth/login', login)).token as string;
  const tokens = await customers(store.url);
  const rows: Row[] = [{ ...(await race(store.url, admin, tokens)), section }];

  const ids = await createProducts(store.url, admin, SPREAD_PRODUCTS, 1_000_000);
  // TPC-B on the same PostgreSQL server and settings, just before the store's orders.
  const tpcb = ctx.pgUrl && target.databaseUrl ? await pgbenchTpcB(ctx.pgUrl) : undefined;
  if (tpcb) {
    rows.push({
      section,
      metric: `pgbench TPC-B, ${tpcb.clients} clients, scale ${tpcb.scale}, same server`,
      value: `${Math.round(tpcb.tps)} tps, latency ${tpcb.latencyMs.toFixed(1)} ms avg, ${loadAverage()}`,
      budget: '-',
    });
  }
  const orders = await spread(store, tokens, ids, target.databaseUrl);
  const floor = tpcb ? tpcb.tps / 2 : 400;
  const ceiling = tpcb ? 150 : 250;
  rows.push({
    section,
    metric: `POST /api/orders over ${SPREAD_PRODUCTS} products, 30 conn`,
    value: `${fmt(orders)} (${ratio(orders, bareRun).toFixed(3)}x bare${tpcb ? `, ${(orders.reqPerSec / tpcb.tps).toFixed(2)}x pgbench` : ''}), ${loadAverage()}`,
    budget: `>= ${tpcb ? `0.5x pgbench (${Math.round(floor)}/s)` : '400/s'}, p99 <= ${ceiling} ms`,
    ok: orders.reqPerSec >= floor && orders.p99 <= ceiling,
  });
  rows.push({
    section,
    metric: 'the same orders: CPU per order by process; database sessions (mean)',
    value: `${orders.cpu}${orders.sessions ? `; ${orders.sessions}` : ''}`,
    budget: 'report',
  });

  const { user } = (await ok(store.url, 'GET', '/auth/profile', undefined, admin)) as {
    user: { id: string };
  };
  if (target.databaseUrl) {
    await bulkOrdersPg(target.databaseUrl, user.id);
  } else {
    await store.stop();
    await bulkOrdersPglite(target.env.DATA_DIR!, user.id);
    store = await ctx.started(startStore(`${name}-stats`, env));
  }
  const statsToken = (await ok(store.url, 'POST', '/auth/login', login)).token as string;
  const stats = await load({
    url: `${store.url}/api/orders/stats/overview`,
    headers: { authorization: `Bearer ${statsToken}` },
    serverPid: store.pid,
  });
  rows.push({
    section,
    metric: `GET /api/orders/stats/overview, ${STATS_ORDERS.toLocaleString('en-US')} orders, 30 conn`,
    value: `${fmt(stats)} (${ratio(stats, bareRun).toFixed(3)}x bare)`,
    budget: target.label === 'PostgreSQL' ? 'p99 <= 50 ms' : '-',
    ok: target.label === 'PostgreSQL' ? stats.p99 <= 50 && stats.non2xx === 0 : undefined,
  });
  await store.stop();
  return rows;
}

/** The orders rows for PostgreSQL (when a server is at hand) and PGlite. */
export async function ordersBench(ctx: OrdersBenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const bareRun = await load({ url: `${ctx.bare.url}/bare`, serverPid: ctx.bare.pid });
  const targets: Target[] = [];
  if (ctx.pgUrl) {
    const scratch = await createScratchDb(ctx.pgUrl);
    ctx.cleanups.push(scratch.drop);
    targets.push({
      label: 'PostgreSQL',
      env: { DATABASE_URL: scratch.url },
      databaseUrl: scratch.url,
    });
  } else {
    rows.push({
      section: 'orders (PostgreSQL)',
      metric: 'skipped: set BENCH_DATABASE_URL (or run under scripts/test-pg.sh)',
      value: '-',
      budget: '-',
    });
  }
  targets.push({ label: 'PGlite', env: { DATA_DIR: ctx.tempDir('orders') } });
  for (const target of targets) {
    if (!ctx.clock.fits(120_000)) {
      rows.push({
        section: `orders (${target.label})`,
        metric: 'skipped: out of the bench budget',
        value: '-',
        budget: '-',
      });
      continue;
    }
    try {
      rows.push(...(await oneTarget(ctx, target, bareRun)));
    } catch (err) {
      rows.push({
        section: `orders (${target.label})`,
        metric: `skipped: ${err instanceof Error ? err.message : String(err)}`,
        value: '-',
        budget: '-',
      });
    }
  }
  return rows;
}
