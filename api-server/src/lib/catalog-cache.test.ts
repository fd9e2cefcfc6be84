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
});
