import { CatalogCache } from './catalog-cache';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its bound', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('also bounds the total weight of what it keeps', () => {
    const cache = new LruCache<string>({
      maxEntries: 10,
      ttlMs: 1000,
      maxWeight: 10,
      weigh: (v) => v.length,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
    expect(cache.weight).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('keeps nothing with zero entries, where lru-cache would keep everything', () => {
    const cache = new LruCache<string>({ maxEntries: 0, ttlMs: 1000 });
    cache.set('k', 'v');
    expect([cache.get('k'), cache.size]).toEqual([undefined, 0]);
  });

  it('expires entries after their time to live', () => {
    let now = 1000;
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 100, now: () => now });
    cache.set('k', 'v');
    now = 1099;
    expect(cache.get('k')).toBe('v');
    now = 1200;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('CatalogCache', () => {
  it('computes once for concurrent misses of one key', async () => {
    const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
    let calls = 0;
    const compute = async () => `body ${++calls}`;
    const answers = await Promise.all([cache.read('k', compute), cache.read('k', compute)]);
    expect(answers.map((a) => a.body)).toEqual(['body 1', 'body 1']);
    expect((await cache.read('k', compute)).hit).toBe(true);
  });

  it('does not keep an answer computed across an invalidation', async () => {
    const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
    let release: () => void = () => undefined;
    const slow = cache.read(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    cache.invalidate();
    release();
    expect((await slow).body).toBe('old');
    expect((await cache.read('k', async () => 'new')).body).toBe('new');
  });

  it('switches off with zero entries', async () => {
    const cache = new CatalogCache({ maxEntries: 0, maxBytes: 1e6, ttlMs: 1000 });
    await cache.read('k', async () => 'a');
    expect(await cache.read('k', async () => 'b')).toEqual({ body: 'b', hit: false });
  });

  it('finds a stored answer by the address that asked for it, until the next write', async () => {
    const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
    await cache.read('products:sort=name', async () => 'sorted', 'guest /api/products?sort=name');
    await cache.read('products:sort=name', async () => 'unused', 'guest /api/products/?sort=name');
    expect(cache.atAddress('guest /api/products?sort=name')?.body).toBe('sorted');
    expect(cache.atAddress('guest /api/products/?sort=name')?.body).toBe('sorted');
    expect(cache.atAddress('admin /api/products?sort=name')).toBeUndefined();
    cache.invalidate();
    expect(cache.atAddress('guest /api/products?sort=name')).toBeUndefined();
  });

  describe('a stock change (an order)', () => {
    const apple = '0c5f4a9e-6a7b-4c1d-9e2f-3a4b5c6d7e8f';
    const pear = '1d6e5b0f-7b8c-4d2e-8f3a-4b5c6d7e8f90';
    const listing =
      (...ids: string[]) =>
      async () =>
        JSON.stringify({ products: ids.map((id) => ({ id, stock: 5 })) });

    it('drops the answers naming its products and those ordered by stock, keeps the rest', async () => {
      const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
      await cache.read('page with apple', listing(apple, pear));
      await cache.read('pear alone', listing(pear), 'guest /api/products/pear');
      await cache.read('by stock', listing(pear), undefined, true);
      cache.invalidateStock([apple]);
      const hit = async (key: string) => (await cache.read(key, listing())).hit;
      expect(await hit('page with apple')).toBe(false);
      expect(await hit('by stock')).toBe(false);
      expect(await hit('pear alone')).toBe(true);
      expect(cache.atAddress('guest /api/products/pear')).toBeDefined();
    });

    it('does not keep an answer computed across a change of a product it names', async () => {
      const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
      const releases: (() => void)[] = [];
      const slow =
        (...ids: string[]) =>
        () =>
          new Promise<string>((resolve) =>
            releases.push(async () => resolve(await listing(...ids)())),
          );
      const withApple = cache.read('apple page', slow(apple));
      const withPear = cache.read('pear page', slow(pear));
      cache.invalidateStock([apple]);
      releases.forEach((release) => release());
      await Promise.all([withApple, withPear]);
      expect((await cache.read('apple page', listing())).hit).toBe(false);
      expect((await cache.read('pear page', listing())).hit).toBe(true);
    });

    it('counts of stock filters are computed again, other counts are kept', async () => {
      const cache = new CatalogCache({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
      await cache.count('low stock', async () => 3, true);
      await cache.count('all', async () => 40);
      cache.invalidateStock([apple]);
      expect(await cache.count('low stock', async () => 2, true)).toBe(2);
      expect(await cache.count('all', async () => 41)).toBe(40);
    });
  });
});
