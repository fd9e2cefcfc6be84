import { loginBody, type Account } from '../lib/accounts';
import { load, type LoadResult } from '../lib/load';
import type { Row } from '../lib/report';

const fmt = (r: LoadResult) =>
  `${Math.round(r.reqPerSec)} req/s, p99 ${r.p99} ms${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`;
export const ratio = (r: LoadResult, bare: LoadResult) => r.reqPerSec / bare.reqPerSec;

/** Health and login throughput at 30 connections, beside the bare endpoint at the same load. */
export async function apiThroughput(
  store: string,
  bareUrl: string,
  account: Account,
): Promise<{ rows: Row[]; bare: LoadResult }> {
  const bare = await load({ url: `${bareUrl}/bare` });
  const health = await load({ url: `${store}/api/health` });
  const login = await load({
    url: `${store}/api/auth/login`,
    method: 'POST',
    body: loginBody(account),
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
