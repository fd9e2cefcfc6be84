// Picking under load: 20 pickers finalising 1,000 weighed card orders, two pickers racing on
// every pack. Every order must be captured exactly once, for what was picked, and the stock must
// end at the start minus what was picked. Each target gets its own fresh store.
import { createAccounts, loginBody } from '../lib/accounts';
import type { Row } from '../lib/report';
import { createScratchDb } from '../lib/scratch-db';
import { startStore } from '../lib/server';
import { call, ok, orderBody, type OrdersBenchContext } from './orders';

const ORDERS = 1000;
const PICKERS = 20;
const START_STOCK = 5000;
const ORDERED_KG = 1.5;
/** $3.00 a kg: 1.5 kg is $4.50, authorised with the 10% margin: $4.95. */
const PRICE = 3;
const AUTHORISED = 4.95;
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/39',
  cvv: '123',
  cardholderName: 'Bench Picker',
};

/** What picker i weighs for order i: 1.2 to 1.6 kg, never above the authorised 1.65. */
const pickedKg = (i: number) => 1.2 + (i % 5) / 10;

async function pool<T>(count: number, workers: number, job: (i: number) => Promise<T>) {
  const out = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) out[i] = await job(i);
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return out;
}

async function weighedProduct(base: string, admin: string) {
  const { categories } = (await ok(base, 'GET', '/categories?limit=1')) as {
    categories: { id: string }[];
  };
  const data = await ok(
    base,
    'POST',
    '/products',
    {
      name: 'Bench Loose Apples',
      sku: `BENCH-LOOSE-${Date.now() % 100_000}`,
      description: 'Loose apples weighed by the picking benchmark.',
      categoryId: categories[0]!.id,
      price: PRICE,
      stock: START_STOCK,
      unit: 'kg',
      soldBy: 'weight',
      weightUnit: 'kg',
      quantityStep: 0.1,
      minQuantity: 0.2,
    },
    admin,
  );
  return (data.product as { id: string }).id;
}

async function placeAll(base: string, shopper: string, productId: string) {
  return pool(ORDERS, PICKERS, async () => {
    const body = orderBody(productId);
    body.items = [{ productId, quantity: ORDERED_KG }];
    const paid = await ok(
      base,
      'POST',
      '/payments/process',
      { methodId: 'credit_card', amount: AUTHORISED, orderId: body.orderId, fields: card },
      shopper,
    );
    const paymentId = (paid.result as { paymentId: string }).paymentId;
    const placed = await ok(
      base,
      'POST',
      '/orders',
      { ...body, paymentMethod: 'credit_card', paymentId },
      shopper,
    );
    const order = placed.order as { id: string; items: { id: string }[] };
    return { id: order.id, itemId: order.items[0]!.id };
  });
}

async function oneTarget(ctx: OrdersBenchContext, label: string, target: Record<string, string>) {
  const section = `picking (${label})`;
  const store = await ctx.started(
    startStore(`store-picking-${label.toLowerCase()}`, {
      DELIVERY_CAPACITY: '0',
      MAX_OPEN_UNPAID_ORDERS: '0',
      MAX_LINE_QUANTITY: '0',
      FAIR_SHARE: '0',
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      ...target,
    }),
  );
  const base = store.url;
  const accounts = await createAccounts(base);
  const login = JSON.parse(loginBody(accounts.admin)) as object;
  const admin = (await ok(base, 'POST', '/auth/login', login)).token as string;
  const productId = await weighedProduct(base, admin);
  const shopper = (
    await ok(base, 'POST', '/auth/register', {
      role: 'customer',
      firstName: 'Weighed',
      lastName: 'Shopper',
      email: `weighed-${label.toLowerCase()}@bench.test`,
      password: 'BenchPass1',
      confirmPassword: 'BenchPass1',
    })
  ).token as string;
  const orders = await placeAll(base, shopper, productId);

  const started = Date.now();
  const packs = await pool(ORDERS, PICKERS, async (i) => {
    const { id, itemId } = orders[i]!;
    await ok(
      base,
      'PUT',
      `/picking/orders/${id}/items/${itemId}`,
      { outcome: 'picked', quantity: pickedKg(i) },
      admin,
    );
    // A second picker presses Packed at the same moment: one wins, the other is told.
    const both = await Promise.all([
      call(base, 'POST', `/picking/orders/${id}/pack`, undefined, admin),
      call(base, 'POST', `/picking/orders/${id}/pack`, undefined, admin),
    ]);
    return both.map((a) => a.status).sort((a, b) => a - b);
  });
  const seconds = (Date.now() - started) / 1000;

  const captured = await pool(ORDERS, PICKERS, async (i) => {
    const { order } = (await ok(base, 'GET', `/orders/${orders[i]!.id}`, undefined, admin)) as {
      order: { payment: { capturedAmount: number }; pickingStatus: string };
    };
    const expected = Math.round(pickedKg(i) * PRICE * 100);
    return (
      order.pickingStatus === 'packed' &&
      Math.round(order.payment.capturedAmount * 100) === expected
    );
  });
  const product = (
    await ok(base, 'GET', `/products/${productId}?includeHidden=true`, undefined, admin)
  ).product as { stock: number };
  const pickedTotal = orders.reduce((sum, _, i) => sum + Math.round(pickedKg(i) * 1000), 0);
  const expectedStock = (START_STOCK * 1000 - pickedTotal) / 1000;
  const onceEach = packs.every((p) => p[0] === 200 && p[1] === 409);
  const exact = captured.every(Boolean);
  await store.stop();
  return [
    {
      section,
      metric: `${PICKERS} pickers finalising ${ORDERS} weighed card orders, two packs racing on each`,
      value: `${(ORDERS / seconds).toFixed(0)} orders/s (${seconds.toFixed(1)} s); ${
        packs.filter((p) => p[0] === 200 && p[1] === 409).length
      } packed once and refused once`,
      budget: 'every order packed once, the other pack 409',
      ok: onceEach,
    },
    {
      section,
      metric: 'captured exactly the picked weight x price; stock = start - picked',
      value: `${captured.filter(Boolean).length}/${ORDERS} exact; stock ${product.stock} (expected ${expectedStock})`,
      budget: `${ORDERS}/${ORDERS}, stock ${expectedStock}`,
      ok: exact && product.stock === expectedStock,
    },
  ] satisfies Row[];
}

/** The picking rows for PostgreSQL (when a server is at hand) and PGlite. */
export async function pickingBench(ctx: OrdersBenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const targets: [string, Record<string, string>][] = [];
  if (ctx.pgUrl) {
    const scratch = await createScratchDb(ctx.pgUrl);
    ctx.cleanups.push(scratch.drop);
    targets.push(['PostgreSQL', { DATABASE_URL: scratch.url }]);
  } else {
    rows.push({
      section: 'picking (PostgreSQL)',
      metric: 'skipped: set BENCH_DATABASE_URL (or run under scripts/test-pg.sh)',
      value: '-',
      budget: '-',
    });
  }
  targets.push(['PGlite', { DATA_DIR: ctx.tempDir('picking') }]);
  for (const [label, env] of targets) {
    try {
      rows.push(...(await oneTarget(ctx, label, env)));
    } catch (err) {
      rows.push({
        section: `picking (${label})`,
        metric: `failed: ${err instanceof Error ? err.message : String(err)}`,
        value: '-',
        budget: '-',
        ok: false,
      });
    }
  }
  return rows;
}
