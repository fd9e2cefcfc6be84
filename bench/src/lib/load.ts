import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** returns the path of each request, to walk many pages instead of one */
  path?: () => string;
}

/** autocannon against one URL (127.0.0.1 only), after a warm-up: mean requests/s and p99 in ms. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  if (!new URL(options.url).hostname.startsWith('127.'))
    throw new Error(`bench only loads 127.0.0.1, not ${options.url}`);
  const nextPath = options.path;
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      connections: options.connections ?? 30,
      duration,
      method: options.method ?? 'GET',
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body,
      requests: nextPath ? [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] : undefined,
    });
  // A second of the same load first, unmeasured: the JIT compiles the hot path (the first
  // second of a cold server runs at a fifth of its speed, whatever the endpoint).
  await run(1);
  const result = await run(options.seconds ?? 5);
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
