import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import {
  PASSWORD,
  bearer,
  customerPayload,
  initializeAdmin,
  registerCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/catalog';

/** Marks a value sent as raw JSON text: JSON.stringify cannot write -0 or 1e309. */
class RawJson {
  constructor(readonly text: string) {}
}

const HOSTILE: unknown[] = [
  '\u0000',
  'Oat\u0000milk',
  '\uD800',
  'tail\uDC00',
  '2026-02-30',
  '2026-13-45',
  '0000-00-00',
  2 ** 31,
  2 ** 53,
  new RawJson('-0'),
  new RawJson('1e309'),
  -1,
  1.5,
  'x'.repeat(100_000),
  '\u200B\u200C\u200D\uFEFF',
  '0x10',
  true,
  [1],
  null,
  { nested: { deeper: 1 } },
];

const HOSTILE_IDS = ['%00', '%ED%A0%80', 'a'.repeat(300), '2147483648', '-0', '..%2F..%2Fetc'];

interface Route {
  method: string;
  path: string;
  fields: string[];
  json: boolean;
}

/** Every write route of the OpenAPI document: a route added later is covered without a change here. */
function writeRoutes(app: FastifyInstance): Route[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      >
    >;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
      const json = operation.requestBody?.content?.['application/json'];
      routes.push({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(json?.schema?.properties ?? {}),
        json: Boolean(json),
      });
    }
  }
  // Deletes last, so the items they remove stay for the other routes.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

function payloadText(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]!);
}

function expectEnvelope(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 500)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode === 204 || response.statusCode === 304) return;
  const parsed = response.json() as { success?: unknown; message?: unknown };
  if (typeof parsed.success !== 'boolean')
    throw new Error(`${what} answered outside the envelope: ${response.body}`);
  if (!parsed.success && typeof parsed.message !== 'string')
    throw new Error(`${what}: failure without message`);
}

/** A lone surrogate has no UTF-8: it goes as the bytes a careless encoder writes for it. */
const queryText = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) +
  (/[\uD800-\uDFFF]/.test(text) ? '%ED%A0%80' : '');

/** Every GET route's query parameters, from the same document. */
function queryParameters(app: FastifyInstance): { path: string; names: string[] }[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  return Object.entries(doc.paths)
    .filter(([path, operations]) => operations.get && !path.includes('{'))
    .map(([path, operations]) => ({
      path,
      names: (operations.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    }))
    .filter((route) => route.names.length > 0);
}

describe.each(drivers)('hostile values on every route of the API document (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let customer: string;
  let categoryId: string;
  let productId: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    customer = (await registerCustomer(t.app)).token;
    categoryId = await insertCategory(t.database.db, { name: 'Battery Aisle' });
    productId = await insertProduct(t.database.db, { name: 'Battery Oats', categoryId });
  });

  /** A valid body for the routes whose fields only reach the database together. */
  function baseline(route: Route): Record<string, unknown> {
    const key = `${route.method} ${route.path}`;
    const product = {
      name: 'Hostile Oats',
      sku: `HOST-${Math.floor(Math.random() * 1e9)}`,
      description: 'Rolled oats for a battery of tests.',
      categoryId,
      price: 3.5,
      stock: 10,
      unit: 'kg',
    };
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /api/products/': product,
      'PUT /api/products/{id}': product,
      'PATCH /api/products/{id}/stock': { stock: 5 },
      'POST /api/categories/': { name: `Aisle ${Math.random()}`, description: 'Shelves' },
      'PUT /api/categories/{id}': { name: `Aisle ${Math.random()}` },
      'POST /api/auth/register': customerPayload({ email: uniqueEmail('battery') }),
      'POST /api/auth/login': { email: uniqueEmail('nobody'), password: PASSWORD },
      'PUT /api/auth/profile': { name: 'Ada Admin' },
      'POST /api/auth/forgot-password': { email: uniqueEmail('nobody') },
      'POST /api/requests/store-manager': { reason: 'I run a corner shop downtown.' },
    };
    return { ...(bodies[key] ?? {}) };
  }

  const urlOf = (path: string, id?: string) =>
    path.replace('{id}', id ?? (path.startsWith('/api/categories') ? categoryId : productId));

  async function send(route: Route, url: string, payload?: string) {
    const headers = { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) };
    const asAdmin = await t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, ...bearer(admin) },
      ...(payload !== undefined ? { payload } : {}),
    });
    if (asAdmin.statusCode !== 403) return asAdmin;
    return t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, ...bearer(customer) },
      ...(payload !== undefined ? { payload } : {}),
    });
  }

  it('finds the write routes in the API document', () => {
    const paths = writeRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/products/',
        'PATCH /api/products/{id}/stock',
        'POST /api/categories/',
      ]),
    );
  });

  it('answers every hostile value in every body field with a 4xx or 2xx envelope, never a 500', async () => {
    let sent = 0;
    for (const route of writeRoutes(t.app)) {
      if (!route.json || route.method === 'DELETE') continue;
      for (const field of route.fields) {
        for (const value of HOSTILE) {
          const response = await send(
            route,
            urlOf(route.path),
            payloadText({ ...baseline(route), [field]: value }),
          );
          expectEnvelope(
            response,
            `${route.method} ${route.path} ${field}=${String(value).slice(0, 20)}`,
          );
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('answers hostile query parameters on every read route without a 500', async () => {
    const texts = HOSTILE.filter((v): v is string => typeof v === 'string').concat(['1e309', '-0']);
    let sent = 0;
    for (const route of queryParameters(t.app)) {
      for (const name of route.names) {
        for (const text of texts) {
          const url = `${route.path}?${name}=${queryText(text)}`;
          const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
          expectEnvelope(response, `GET ${route.path} ${name}=${text.slice(0, 20)}`);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
  }, 600_000);

  it('answers hostile path ids and bodies that are not objects without a 500', async () => {
    for (const route of writeRoutes(t.app)) {
      for (const id of route.path.includes('{id}') ? HOSTILE_IDS : []) {
        const payload = route.json ? payloadText(baseline(route)) : undefined;
        const response = await send(route, urlOf(route.path, id), payload);
        expectEnvelope(response, `${route.method} ${route.path} id=${id.slice(0, 20)}`);
      }
      if (!route.json) continue;
      for (const text of ['"\\u0000"', '[]', '[{"a":1}]', 'null', '1e309', '{"a":"\\ud800"}']) {
        expectEnvelope(
          await send(route, urlOf(route.path), text),
          `${route.method} ${route.path} body=${text}`,
        );
      }
    }
  }, 600_000);
});
