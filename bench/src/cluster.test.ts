// Two API replicas on one PostgreSQL behind HAProxy, as `npm run start:cluster` runs them: caches,
// sessions and every per-client limit agree across replicas, the order race stays exact when split
// across them, and killing one under order load loses no answered order. PostgreSQL: the server TEST_DATABASE_URL names (a
// scratch database on it), or the script's own private cluster when there is none.
import http from 'node:http';
import pg from 'pg';
import { createAccounts } from './lib/accounts';
import { startCluster, type Cluster } from './lib/cluster';
import { createScratchDb, type ScratchDb } from './lib/scratch-db';

jest.setTimeout(600_000);

/** The parts of answers this test reads. */
interface Data {
  token: string;
  refreshToken: string;
  product: { id: string; price: number; stock: number };
  order: { id: string };
  categories: { id: string }[];
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { success: boolean; message?: string; data: Data };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      new URL(`/api${route}`, base),
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) });
          } catch (err) {
            reject(
              new Error(`${method} ${route}: ${res.statusCode} answered no JSON: ${text}`, {
                cause: err,
              }),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const address = {
  firstName: 'Cluster',
  lastName: 'Buyer',
  email: 'buyer@cluster.test',
  phone: '+15551234567',
  address: '1 Replica Road',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};
let serial = 0;
const orderBody = (productId: string) => ({
  orderId: `order_${Date.now()}_${(serial += 1)}`,
  items: [{ productId, quantity: 1 }],
  shippingAddress: address,
  paymentMethod: 'cash_on_delivery',
  currency: 'USD',
});

describe('two replicas behind HAProxy on one PostgreSQL', () => {
  let scratch: ScratchDb | undefined;
  let cluster: Cluster;
  let admin: string;
  let shoppers: string[];
  let categoryId: string;
  const direct = (i: number) => `http://127.0.0.1:${cluster.replicas[i]!.port}`;

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    scratch = base ? await createScratchDb(base) : undefined;
    cluster = await startCluster({
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      RATE_LIMIT_MAX: '0',
      AUTH_RATE_LIMIT_MAX: '20',
      // Fair shares on, per client across both replicas; a long queue, so the order tests' many clients
      // (one address each) wait for the database instead of being turned away with 503.
      FAIR_SHARE_PER_CLIENT: '8',
      FAIR_SHARE_QUEUE: '2000',
      FAIR_SHARE_WAIT: '60s',
      // The order race measures stock across replicas, not the per-account or delivery limits.
      MAX_OPEN_UNPAID_ORDERS: '0',
      MAX_LINE_QUANTITY: '0',
      DELIVERY_CAPACITY: '0',
      LOG_LEVEL: 'warn',
    });
    const accounts = await createAccounts(cluster.url);
    admin = (await call(cluster.url, 'POST', '/auth/login', accounts.admin)).json.data.token;
    shoppers = [];
    for (let i = 0; i < 10; i += 1) {
      const registered = await call(cluster.url, 'POST', '/auth/register', {
        role: 'customer',
        firstName: 'Shopper',
        lastName: `No${i}`,
        email: `shopper${i}@cluster.test`,
        password: 'ClusterPass1',
        confirmPassword: 'ClusterPass1',
      });
      shoppers.push(registered.json.data.token);
    }
    const categories = await call(cluster.url, 'GET', '/categories?limit=1');
    categoryId = categories.json.data.categories[0]!.id;
  });

  afterAll(async () => {
    await cluster?.stop();
    await scratch?.drop();
  });

  const product = (name: string, stock: number, price = 2.5) => ({
    name,
    sku: `CL-${Date.now() % 1_000_000}-${(serial += 1)}`,
    description: 'A product of the cluster test.',
    categoryId,
    price,
    stock,
    unit: 'piece',
  });

  async function createProduct(name: string, stock: number): Promise<string> {
    const created = await call(direct(0), 'POST', '/products', product(name, stock), admin);
    expect(created.status).toBe(201);
    return created.json.data.product.id;
  }

  it('serves a price changed through one replica from the other within a second', async () => {
    const id = await createProduct('Replica Pear', 100);
    // The product's creation is announced to replica 1 too and may empty its cache after a first
    // read there: read until replica 1 serves the product from its cache.
    let cached = await call(direct(1), 'GET', `/products/${id}`);
    for (let tries = 0; cached.headers['x-cache'] !== 'hit' && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cached = await call(direct(1), 'GET', `/products/${id}`);
    }
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json.data.product.price).toBe(2.5);

    const changed = await call(
      direct(0),
      'PUT',
      `/products/${id}`,
      { ...product('Replica Pear', 100, 3.75) },
      admin,
    );
    expect(changed.status).toBe(200);
    const deadline = Date.now() + 1_000;
    let seen = cached;
    while (seen.json.data.product.price !== 3.75 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await call(direct(1), 'GET', `/products/${id}`);
    }
    expect(seen.json.data.product.price).toBe(3.75);
  });

  it('shows the stock an order took through one replica on the other within a second', async () => {
    const id = await createProduct('Replica Quince', 50);
    let cached = await call(direct(1), 'GET', `/products/${id}`);
    for (let tries = 0; cached.headers['x-cache'] !== 'hit' && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cached = await call(direct(1), 'GET', `/products/${id}`);
    }
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json.data.product.stock).toBe(50);

    const placed = await call(direct(0), 'POST', '/orders', orderBody(id), shoppers[0]);
    expect(placed.status).toBe(201);
    const deadline = Date.now() + 1_000;
    let seen = cached;
    while (seen.json.data.product.stock !== 49 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await call(direct(1), 'GET', `/products/${id}`);
    }
    expect(seen.json.data.product.stock).toBe(49);
  });

  it("holds a client's rate limit across both replicas", async () => {
    // The replicas trust the local proxy, so this address is the client they count.
    const client = { 'x-forwarded-for': '10.9.9.9' };
    // A new address each time: wrong passwords for one account meet its own back-off first.
    let attempt = 0;
    const login = (replica: number) =>
      call(
        direct(replica),
        'POST',
        '/auth/login',
        { email: `nobody${(attempt += 1)}@cluster.test`, password: 'WrongPass1' },
        undefined,
        client,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await login(i % 2)).status);
    expect(statuses).toEqual(Array(20).fill(401));
    expect((await login(0)).status).toBe(429);
    expect((await login(1)).status).toBe(429);
  });

  it('login back-off holds across replicas', async () => {
    const email = 'locked@cluster.test';
    await call(cluster.url, 'POST', '/auth/register', {
      role: 'customer',
      firstName: 'Locked',
      lastName: 'Out',
      email,
      password: 'ClusterPass1',
      confirmPassword: 'ClusterPass1',
    });
    // Each guess from its own address, as a botnet sends them: the rate limit never sees two.
    let address = 0;
    const guess = (replica: number, password: string, mail = email) =>
      call(direct(replica), 'POST', '/auth/login', { email: mail, password }, undefined, {
        'x-forwarded-for': `10.4.0.${(address += 1)}`,
      });
    for (let i = 0; i < 5; i += 1) expect((await guess(i % 2, 'WrongPass1')).status).toBe(401);
    for (const replica of [0, 1]) {
      const locked = await guess(replica, 'ClusterPass1');
      expect(locked.status).toBe(429);
      expect(locked.json.message).toBe(
        'Too many failed login attempts. Please wait 30 seconds and try again.',
      );
    }
    // Twenty guesses at once, split across both replicas: five are checked, the rest wait.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guess(i % 2, 'WrongPass1', 'burst@cluster.test')),
    );
    const statuses = burst.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('refuses a session signed out through one replica on the other within a second', async () => {
    const signedIn = await call(direct(0), 'POST', '/auth/login', {
      email: 'shopper9@cluster.test',
      password: 'ClusterPass1',
    });
    const { token, refreshToken } = signedIn.json.data;
    // The other replica has seen the session live and believes it for up to a second.
    expect((await call(direct(1), 'GET', '/auth/profile', undefined, token)).status).toBe(200);
    const loggedOut = await call(direct(0), 'POST', '/auth/logout', { refreshToken }, token);
    expect(loggedOut.status).toBe(200);
    const deadline = Date.now() + 1_000;
    let seen = await call(direct(1), 'GET', '/auth/profile', undefined, token);
    while (seen.status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await call(direct(1), 'GET', '/auth/profile', undefined, token);
    }
    expect(seen.status).toBe(401);
  });

  it("bounds one client's expensive requests on both replicas together by one share", async () => {
    const id = await createProduct('Replica Date', 1_000);
    // Orders within the client's share wait on the product's locked row, holding their share;
    // the rest are refused at once. Counts decide, not timings.
    const lock = new pg.Client({ connectionString: scratch?.url ?? cluster.database });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
    let refused = 0;
    const answers = Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(direct(i % 2), 'POST', '/orders', orderBody(id), shoppers[i % shoppers.length], {
          'x-forwarded-for': '10.6.6.6',
        }).then((answer) => {
          if (answer.status === 429) refused += 1;
          return answer;
        }),
      ),
    );
    for (let waited = 0; refused < 16 && waited < 20_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await lock.query('ROLLBACK');
    await lock.end();
    const statuses = (await answers).map((a) => a.status);
    // Counted per replica, each would have let 8 through: 16 orders in all.
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
  });

  it("leaves another client's reads succeeding while one client floods both replicas", async () => {
    const flooder = { 'x-forwarded-for': '10.7.7.7' };
    const other = { 'x-forwarded-for': '10.8.8.8' };
    // Searches no cache has seen, 60 at once on each replica: past the flooder's share of 8.
    const flood = Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call(direct(i % 2), 'GET', `/products?search=flood${i}zz`, undefined, undefined, flooder),
      ),
    );
    const reads = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          cluster.url,
          'GET',
          i % 2 ? '/health' : `/products?page=${1 + (i % 3)}&limit=20&sort=price`,
          undefined,
          undefined,
          other,
        ),
      ),
    );
    const [flooded, served] = await Promise.all([flood, reads]);
    expect(served.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = new Set(flooded.map((a) => a.status));
    expect(statuses.has(429)).toBe(true);
    expect([...statuses].filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });

  it('keeps the order race exact when it is split across both replicas', async () => {
    const id = await createProduct('Replica Plum', 40);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        call(direct(i % 2), 'POST', '/orders', orderBody(id), shoppers[i % shoppers.length], {
          'x-forwarded-for': `10.1.0.${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(40);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    for (const replica of [0, 1]) {
      const read = await call(direct(replica), 'GET', `/products/${id}`, undefined, admin);
      expect(read.json.data.product.stock).toBe(0);
    }
  });

  it('loses no answered order when a replica is killed under order load, and takes it back', async () => {
    const stock = 100_000;
    const id = await createProduct('Replica Fig', stock);
    const victim = cluster.replicas[0]!;
    const placed: { order: string; token: string }[] = [];
    let attempts = 0;
    let stop = false;
    const worker = async (w: number) => {
      const token = shoppers[w % shoppers.length]!;
      while (!stop) {
        attempts += 1;
        const answer = await call(cluster.url, 'POST', '/orders', orderBody(id), token).catch(
          () => undefined,
        );
        if (answer?.status === 201) placed.push({ order: answer.json.data.order.id, token });
      }
    };
    const load = Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(victim.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    stop = true;
    await load;

    expect(placed.length).toBeGreaterThan(0);
    for (const { order, token } of placed) {
      expect((await call(cluster.url, 'GET', `/orders/${order}`, undefined, token)).status).toBe(
        200,
      );
    }
    const { json } = await call(cluster.url, 'GET', `/products/${id}`, undefined, admin);
    // Answered orders all took stock; an order cut off with its replica may have too, never more.
    expect(json.data.product.stock).toBeLessThanOrEqual(stock - placed.length);
    expect(json.data.product.stock).toBeGreaterThanOrEqual(stock - attempts);

    // The supervisor starts the killed replica again and HAProxy routes to it once it is healthy.
    const served = new Set<string>();
    while (!served.has(victim.name)) {
      const answer = await call(cluster.url, 'GET', '/health');
      if (answer.status === 200) served.add(String(answer.headers['x-served-by']));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(cluster.lines.some((line) => line.includes(`"restarted":"${victim.name}"`))).toBe(true);
  });
});
