import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Pagination, Product } from '@grocery/shared-api';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { body, get, initializeAdmin } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct, smallCatalog } from '../../test/catalog';

type Page = { products: Product[]; pagination: Pagination };

describe.each(drivers)('response cache of the catalogue reads (%s)', (driver) => {
  const t = useTestApp(driver);
  let adminToken: string;
  beforeAll(async () => {
    await smallCatalog(t.app.db);
    adminToken = (await initializeAdmin(t.app)).token;
  });
  beforeEach(() => invalidateCatalogCache(t.app.db));

  it('answers a repeated read from the cache, byte for byte', async () => {
    const first = await get(t.app, '/api/products?sort=name');
    const second = await get(t.app, '/api/products?sort=name');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
  });

  it('keeps each page under its own key with its own pagination', async () => {
    for (let round = 0; round < 2; round += 1) {
      const one = await get(t.app, '/api/products?sort=name&limit=4&page=1');
      const two = await get(t.app, '/api/products?sort=name&limit=4&page=2');
      expect([one.headers['x-cache'], two.headers['x-cache']]).toEqual(
        round ? ['hit', 'hit'] : ['miss', 'miss'],
      );
      expect(body<Page>(one).data.pagination).toEqual({
        page: 1,
        limit: 4,
        total: 7,
        totalPages: 2,
      });
      expect(body<Page>(two).data.pagination).toEqual({
        page: 2,
        limit: 4,
        total: 7,
        totalPages: 2,
      });
      expect(body<Page>(two).data.products.map((p) => p.name)).toEqual([
        'Organic Bananas',
        'Strawberries',
        'Whole Milk',
      ]);
    }
  });

  it('serves fresh data after a write invalidates it', async () => {
    const before = body<Page>(await get(t.app, '/api/products')).data.pagination.total;
    await insertProduct(t.app.db, { name: 'Fresh Figs' });
    const stale = await get(t.app, '/api/products');
    expect(stale.headers['x-cache']).toBe('hit');
    expect(body<Page>(stale).data.pagination.total).toBe(before);
    invalidateCatalogCache(t.app.db);
    const fresh = await get(t.app, '/api/products');
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(body<Page>(fresh).data.pagination.total).toBe(before + 1);
  });

  it('corrects typed words against the vocabulary of the last write', async () => {
    const typo = '/api/products?search=zuchinni&sort=name';
    expect(body<Page>(await get(t.app, typo)).data.products).toEqual([]);
    await insertProduct(t.app.db, { name: 'Green Zucchini' });
    invalidateCatalogCache(t.app.db);
    const names = body<Page>(await get(t.app, typo)).data.products.map((p) => p.name);
    expect(names).toEqual(['Green Zucchini']);
  });

  it('never serves a staff answer to a shopper', async () => {
    const staff = await get(t.app, '/api/products?includeHidden=true&limit=100', adminToken);
    const guest = await get(t.app, '/api/products?includeHidden=true&limit=100');
    expect(guest.headers['x-cache']).toBe('miss');
    expect(body<Page>(staff).data.products.length).toBeGreaterThan(
      body<Page>(guest).data.products.length,
    );
  });

  it('shares one entry between spellings of the same search', async () => {
    expect((await get(t.app, '/api/products?search=Organic%20Bananas')).headers['x-cache']).toBe(
      'miss',
    );
    expect(
      (await get(t.app, '/api/products/search?q=organic%20%20bananas')).headers['x-cache'],
    ).toBe('hit');
  });

  it('caches categories and single products too, and never caches a 404', async () => {
    for (const url of ['/api/categories', '/api/categories/tree']) {
      await get(t.app, url);
      expect((await get(t.app, url)).headers['x-cache']).toBe('hit');
    }
    const missing = '/api/products/6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect((await get(t.app, missing)).statusCode).toBe(404);
    const again = await get(t.app, missing);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('sends a cached answer compressed to a browser that accepts brotli or gzip', async () => {
    const url = '/api/products?sort=name&limit=20';
    const plain = await get(t.app, url);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const reply = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(reply.headers['x-cache']).toBe('hit');
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(reply.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers an unchanged read with an empty 304 to a browser that kept it', async () => {
    const url = '/api/products?includeHidden=true&sort=name&limit=100';
    const first = await get(t.app, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Staff see hidden products at the same URL: the shopper's tag does not match their answer.
    const staff = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, authorization: `Bearer ${adminToken}` },
    });
    expect(staff.statusCode).toBe(200);
    await insertProduct(t.app.db, { name: 'Apricots' });
    invalidateCatalogCache(t.app.db);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(body<Page>(changed).data.products[0]!.name).toBe('Apricots');
  });
});
