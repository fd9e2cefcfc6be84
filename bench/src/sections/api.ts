import { loginBody, type Account } from '../lib/accounts';
import { load, type LoadResult } from '../lib/load';
import type { Row } from '../lib/report';
import type { Running } from '../lib/server';

export const fmt = (r: LoadResult) =>
  `${Math.round(r.reqPerSec)} req/s, p99 ${r.p99} ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}${r.cpuUsPerRequest === undefined ? '' : `, server CPU ${Math.round(r.cpuUsPerRequest)} us/req`}`;
export const ratio = (r: LoadResult, bare: LoadResult) => r.reqPerSec / bare.reqPerSec;

/**
 * Health and login throughput at 30 connections, beside the bare endpoint at the same load. The
 * logins rotate over as many accounts as connections: one account's concurrent attempts each take
 * a count of its back-off (features/auth/login-backoff.ts), as a guesser's would.
 */
export async function apiThroughput(
  store: Running,
  bareServer: Running,
  accounts: readonly Account[],
): Promise<{ rows: Row[]; bare: LoadResult }> {
  const bare = await load({ url: `${bareServer.url}/bare`, serverPid: bareServer.pid });
  const health = await load({ url: `${store.url}/api/health`, serverPid: store.pid });
  let next = 0;
  const login = await load({
    serverPid: store.pid,
    url: `${store.url}/api/auth/login`,
    method: 'POST',
    body: () => loginBody(accounts[(next += 1) % accounts.length]!),
  });
  const row = (metric: string, r: LoadResult): Row => ({
    section: 'api (PGlite, 30 conn, 5 s)',
    metric,
    value: r === bare ? fmt(r) : `${fmt(r)} (${ratio(r, bare).toFixed(2)}x bare)`,
    budget: '-',
  });
  return {
    bare,
    rows: [
      row('bare Fastify JSON endpoint', bare),
      row('GET /api/health', health),
      row('POST /api/auth/login (scrypt by design)', login),
    ],
  };
}
