// PostgreSQL restarted under order load: requests in flight fail with a 503 envelope within
// seconds (never hang), the store recovers by itself, and nothing is half-written. The bench
// runs its own throw-away PostgreSQL, since it restarts it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccounts, loginBody } from '../lib/accounts';
import { freePort } from '../lib/free-port';
import type { Row } from '../lib/report';
import { startStore } from '../lib/server';
import { call, createProducts, ok, orderBody } from './orders';

const STOCK = 1_000_000;
const WORKERS = 20;

const pgBin = () => {
  const root = '/usr/lib/postgresql';
  const version = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]!;
  return path.join(root, version, 'bin');
};

/** initdb refuses root: as root, PostgreSQL runs as the postgres user (scripts/test-pg.sh too). */
function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const [file, all] = root
    ? ['runuser', ['-u', 'postgres', '--', path.join(pgBin(), command), ...args]]
    : [path.join(pgBin(), command), args];
  execFileSync(file, all, { stdio: 'ignore' });
}

async function privateCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grocery-pg-restart-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', ...args]);
  ctl('start', '-o', options);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast', '-o', options),
    stop: () => {
      ctl('stop', '-m', 'immediate');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Attempt {
  status: number;
  message?: string;
  startedAt: number;
  ms: number;
  order?: string;
}

export async function pgRestartBench(): Promise<Row[]> {
  const section = 'PostgreSQL restart under order load';
  const cluster = await privateCluster();
  const store = await startStore('store-pg-restart', {
    DATABASE_URL: cluster.url,
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    MAX_LINE_QUANTITY: '0',
    MAX_OPEN_UNPAID_ORDERS: '0',
    DELIVERY_CAPACITY: '0',
    FAIR_SHARE: '0',
    LOG_LEVEL: 'fatal',
  });
  try {
    const accounts = await createAccounts(store.url);
    const login = JSON.parse(loginBody(accounts.customer)) as object;
    const token = (await ok(store.url, 'POST', '/auth/login', login)).token as string;
    const admin = (
      await ok(store.url, 'POST', '/auth/login', JSON.parse(loginBody(accounts.admin)) as object)
    ).token as string;
    const [productId] = await createProducts(store.url, admin, 1, STOCK);
    const attempts: Attempt[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const startedAt = Date.now();
        const answer = await call(store.url, 'POST', '/orders', orderBody(productId!), token).catch(
          () => undefined,
        );
        const order = (answer?.json.data?.order as { id: string } | undefined)?.id;
        attempts.push({
          status: answer?.status ?? 0,
          message: answer?.json.message,
          startedAt,
          ms: Date.now() - startedAt,
          order,
        });
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const restartAt = Date.now();
    cluster.restart();
    const backAt = Date.now();
    // Recovered: the first order answered 201 that was sent after PostgreSQL was back.
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && Date.now() - backAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recoveredAt = attempts.find((a) => a.startedAt >= backAt && a.status === 201)?.startedAt;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop = true;
    await load;

    const around = attempts.filter((a) => a.startedAt < backAt && a.startedAt + a.ms > restartAt);
    const failed = around.filter((a) => a.status !== 201);
    const byStatus = new Map<number, number>();
    for (const a of failed) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const slowest = Math.max(0, ...failed.map((a) => a.startedAt + a.ms - restartAt));
    const placed = new Set(attempts.filter((a) => a.status === 201).map((a) => a.order!));

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const { rows } = await db.query<{ orders: number; lines: number; sold: number; stock: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS lines,
        (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = $1) AS sold,
        (SELECT stock FROM products WHERE id = $1) AS stock`,
      [productId],
    );
    const { rows: found } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[])',
      [[...placed]],
    );
    await db.end();
    const facts = rows[0]!;
    const whole = facts.orders === facts.lines && facts.stock === STOCK - facts.sold;
    const answeredKept = found[0]!.n === placed.size;
    const envelopes = failed.every((a) => a.status === 503 && a.message !== undefined);
    return [
      {
        section,
        metric: `requests in flight while PostgreSQL restarted (${((backAt - restartAt) / 1000).toFixed(1)} s down), ${WORKERS} order workers`,
        value: `${failed.length} failed: ${[...byStatus].map(([s, n]) => `${n}x ${s || 'no answer'}`).join(', ') || 'none'}; the last answered ${(slowest / 1000).toFixed(1)} s after the restart began`,
        budget: '503 envelope within seconds',
        ok: envelopes && slowest < 15_000,
      },
      {
        section,
        metric: 'the store recovers by itself',
        value:
          recoveredAt === undefined
            ? 'no order placed within 30 s of PostgreSQL being back'
            : `orders placed again ${((recoveredAt - backAt) / 1000).toFixed(1)} s after PostgreSQL was back`,
        budget: 'by itself',
        ok: recoveredAt !== undefined,
      },
      {
        section,
        metric: 'nothing half-written',
        value: `${placed.size} orders answered 201, ${answeredKept ? 'all' : 'NOT all'} stored; ${facts.orders} orders in all, ${facts.lines} with their lines; stock ${facts.stock} = ${STOCK} - ${facts.sold} sold: ${whole ? 'yes' : 'NO'}`,
        budget: 'every 201 stored, every order whole, stock exact',
        ok: answeredKept && whole,
      },
    ];
  } finally {
    await store.stop();
    cluster.stop();
  }
}
