import fs from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process spent per request, when its pid was given. */
  cpuUsPerRequest?: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  /** One body for every request, or a function that gives each request its own. */
  body?: string | (() => string);
  headers?: Record<string, string>;
  /** returns the path of each request, to walk many pages instead of one */
  path?: () => string;
  /** the server's pid: its CPU time per request is reported beside the rates */
  serverPid?: number;
  /** Unmeasured seconds of the same load first (default 1; 0 when a run before warmed it). */
  warmUpSeconds?: number;
}

/** Linux's USER_HZ: /proc reports CPU times in hundredths of a second. */
const TICK_US = 10_000;

/** A process's CPU time so far in microseconds, or undefined when it cannot be read. */
function cpuUs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return undefined;
  }
}

/** autocannon against one URL (127.0.0.1 only), after a warm-up: mean requests/s and p99 in ms. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  if (!new URL(options.url).hostname.startsWith('127.'))
    throw new Error(`bench only loads 127.0.0.1, not ${options.url}`);
  const nextPath = options.path;
  const { body } = options;
  const setup =
    nextPath || typeof body === 'function'
      ? (req: autocannon.Request) => ({
          ...req,
          ...(nextPath ? { path: nextPath() } : {}),
          ...(typeof body === 'function' ? { body: body() } : {}),
        })
      : undefined;
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
      body: typeof body === 'string' ? body : undefined,
      requests: setup ? [{ setupRequest: setup }] : undefined,
    });
  // The same load first, unmeasured: the JIT compiles the hot path (the first second of a cold
  // server runs at a fifth of its speed, whatever the endpoint).
  const warmUp = options.warmUpSeconds ?? 1;
  if (warmUp > 0) await run(warmUp);
  const cpuBefore = cpuUs(options.serverPid);
  const result = await run(options.seconds ?? 5);
  const cpuAfter = cpuUs(options.serverPid);
  const requests = result.requests.total;
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && requests > 0
        ? (cpuAfter - cpuBefore) / requests
        : undefined,
  };
}
