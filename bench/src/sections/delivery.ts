// Delivery slots under load: many shoppers racing for the last places in one slot, and the
// shoppers' slot list beside the catalogue listing on the same store. Each target gets its own
// fresh store with slot capacity limits on (DELIVERY_CAPACITY unset).
import http from 'node:http';
import { createAccounts, loginBody } from '../lib/accounts';
import { load } from '../lib/load';
import type { Row } from '../lib/report';
import { createScratchDb } from '../lib/scratch-db';
import { startStore } from '../lib/server';
import { fmt } from './api';
import { call, createProducts, ok, orderBody, type OrdersBenchContext } from './orders';

const SHOPPERS = 500;
const CAPACITY = 50;
/** Registrations in flight at once: each hashes a password (scrypt), so more only queue. */
const REGISTERING = 8;
const LISTED_PRODUCTS = 200;
const ALL_DAY = { open: '00:00', close: '24:00' };

/** Open around the clock, so the bench finds open slots whatever the hour it runs at. */
const schedule = {
  openingHours: Array.from({ length: 7 }, () => ALL_DAY),
  slotMinutes: 60,
  daysAhead: 7,
  capacity: CAPACITY,
  fee: 4.99,
  peakFee: 6.99,
  peakStart: '17:00',
  peakEnd: '20:00',
  cutoffMinutes: 60,
  holdMinutes: 15,
  freeDeliveryThreshold: 50,
  closedDates: [],
};

interface Slot {
  id: string;
  status: string;
}

async function register(base: string, count: number): Promise<string[]> {
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const data = await ok(base, 'POST', '/auth/register', {
        role: 'customer',
        firstName: 'Racer',
        lastName: `No${i}`,
        email: `racer${i}@bench.test`,
        password: 'BenchPass1',
        confirmPassword: 'BenchPass1',
      });
      tokens[i] = data.token as string;
    }
  };
  await Promise.all(Array.from({ length: REGISTERING }, worker));
  return tokens;
}

/** Every shopper orders into the same slot at once, each on a socket of their own. */
async function race(base: string, admin: string, tokens: string[], productId: string) {
  const { slots } = (await ok(base, 'GET', '/delivery/slots?days=7')) as { slots: Slot[] };
  const slot = slots.find((s) => s.status === 'available');
  if (!slot) throw new Error('no available delivery slot');
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const started = Date.now();
  const answers = await Promise.all(
    tokens.map((token) =>
      call(
        base,
        'POST',
        '/orders',
        orderBody(productId, { deliverySlotId: slot.id }),
        token,
        agent,
      ),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const placed = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const other = answers.length - placed - refused;
  const booked = (
    (await ok(base, 'GET', `/delivery/admin/slots/${slot.id}`, undefined, admin)) as {
      slot: { booked: number };
    }
  ).slot.booked;
  return {
    metric: `${SHOPPERS} concurrent shoppers ordering into one slot of capacity ${CAPACITY}`,
    value: `${placed} orders, ${refused} refused (409)${other ? `, ${other} other` : ''}, slot booked ${booked}, ${seconds.toFixed(1)} s`,
    budget: `exactly ${CAPACITY} orders, ${SHOPPERS - CAPACITY} refused (409)`,
    ok: placed === CAPACITY && refused === SHOPPERS - CAPACITY && booked === CAPACITY,
  };
}

async function oneTarget(ctx: OrdersBenchContext, label: string, target: Record<string, string>) {
  const section = `delivery (${label})`;
  const store = await ctx.started(
    startStore(`store-delivery-${label.toLowerCase()}`, {
      // Slot capacity limits on: an empty value is DELIVERY_CAPACITY unset, whatever the shell has.
      DELIVERY_CAPACITY: '',
      MAX_OPEN_UNPAID_ORDERS: '0',
      FAIR_SHARE: '0',
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '0',
      // The slot list has no response cache: the listing is compared without its cache too.
      CATALOG_CACHE_ENTRIES: '0',
      LOG_LEVEL: 'warn',
      ...target,
    }),
  );
  const accounts = await createAccounts(store.url);
  const login = JSON.parse(loginBody(accounts.admin)) as object;
  const admin = (await ok(store.url, 'POST', '/auth/login', login)).token as string;
  await ok(store.url, 'PUT', '/delivery/schedule', schedule, admin);
  const ids = await createProducts(store.url, admin, LISTED_PRODUCTS, 1_000_000);
  const registering = Date.now();
  const tokens = await register(store.url, SHOPPERS);
  const rows: Row[] = [
    {
      section,
      metric: `register ${SHOPPERS} shoppers, ${REGISTERING} at a time`,
      value: `${((Date.now() - registering) / 1000).toFixed(1)} s`,
      budget: '-',
    },
    { section, ...(await race(store.url, admin, tokens, ids[0]!)) },
  ];

  const { categories } = (await ok(store.url, 'GET', '/categories?limit=1')) as {
    categories: { id: string }[];
  };
  const listingPath = () =>
    `/api/products?category=${categories[0]!.id}&sort=price&order=asc&limit=20&page=${1 + Math.floor(Math.random() * 10)}`;
  const listing = await load({
    url: store.url + listingPath(),
    path: listingPath,
    serverPid: store.pid,
  });
  const listed = (await ok(store.url, 'GET', '/delivery/slots?days=7')) as { slots: Slot[] };
  const slots = await load({ url: `${store.url}/api/delivery/slots?days=7`, serverPid: store.pid });
  rows.push(
    {
      section,
      metric: `GET /api/delivery/slots?days=7 (${listed.slots.length} slots), 30 conn`,
      value: `${fmt(slots)}; listing p99 ${listing.p99} ms`,
      budget: "p99 same order as the listing's (<= 10x)",
      ok: slots.non2xx === 0 && slots.p99 <= 10 * Math.max(1, listing.p99),
    },
    {
      section,
      metric: `listing, response cache off (category + price sort, pages 1-10, ${LISTED_PRODUCTS} products, 30 conn)`,
      value: fmt(listing),
      budget: '-',
    },
  );
  await store.stop();
  return rows;
}

/** The delivery rows for PostgreSQL (when a server is at hand) and PGlite. */
export async function deliveryBench(ctx: OrdersBenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const targets: [string, Record<string, string>][] = [];
  if (ctx.pgUrl) {
    const scratch = await createScratchDb(ctx.pgUrl);
    ctx.cleanups.push(scratch.drop);
    targets.push(['PostgreSQL', { DATABASE_URL: scratch.url }]);
  } else {
    rows.push({
      section: 'delivery (PostgreSQL)',
      metric: 'skipped: set BENCH_DATABASE_URL (or run under scripts/test-pg.sh)',
      value: '-',
      budget: '-',
    });
  }
  targets.push(['PGlite', { DATA_DIR: ctx.tempDir('delivery') }]);
  for (const [label, env] of targets) {
    const skip = (why: string) =>
      rows.push({
        section: `delivery (${label})`,
        metric: `skipped: ${why}`,
        value: '-',
        budget: '-',
      });
    if (!ctx.clock.fits(90_000)) {
      skip('out of the bench budget');
      continue;
    }
    try {
      rows.push(...(await oneTarget(ctx, label, env)));
    } catch (err) {
      skip(err instanceof Error ? err.message : String(err));
    }
  }
  return rows;
}
