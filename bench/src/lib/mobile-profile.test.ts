import { chainTo, type Request } from './mobile-profile';

const req = (url: string, sent: number, done: number, fromCache = false): Request => ({
  id: url,
  url,
  sent,
  done,
  fromCache,
});

describe('the chain of requests before a picture', () => {
  it('walks back through the request that finished last before each one was sent', () => {
    const requests = [
      req('/', 0, 1),
      req('/early.js', 1.1, 1.4),
      req('/main.js', 1.1, 3),
      req('/api/products', 1.5, 2),
      req('/images/milk.svg', 2.1, 2.5),
    ];
    expect(chainTo(requests, '/images/milk.svg').map((r) => r.url)).toEqual([
      '/',
      '/early.js',
      '/api/products',
      '/images/milk.svg',
    ]);
  });

  it('skips answers from the cache, and still ends at a cached picture', () => {
    const requests = [
      req('/', 0, 1),
      req('/main.js', 1.1, 1.1, true),
      req('/api/products', 1.2, 2),
      req('/images/milk.svg', 2.1, 2.1, true),
    ];
    expect(chainTo(requests, '/images/milk.svg').map((r) => r.url)).toEqual([
      '/',
      '/api/products',
      '/images/milk.svg',
    ]);
  });
});
