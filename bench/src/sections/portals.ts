// Portal releases: GET /remotes.json (every page load asks it) with and without a canary
// running, and how soon a promotion made on one replica reaches a fresh page load on every
// replica. Two API replicas on one PostgreSQL, as `npm run start:cluster` runs them.
import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster } from '../lib/cluster';
import { load, type LoadResult } from '../lib/load';
import type { Row } from '../lib/report';
import { createScratchDb } from '../lib/scratch-db';
import { median } from '../lib/stats';
import { combine, TRIALS } from '../lib/trials';
import { fmt } from './api';
import { ok, type OrdersBenchContext } from './orders';

const TOKEN = 'bench-portal-deploy-token-0123456789';
const PROMOTIONS = 10;
const VERSIONS = ['1.1.0', '1.2.0'];
const entryOf = (version: string) => `/releases/admin-portal/${version}-bench/remoteEntry.js`;

interface PortalsJson {
  portals: { portal: string; live: { shared: Record<string, string> } | null }[];
}

/** From the promotion's request to the moment every replica's /remotes.json serves it. */
async function promotionDelay(replicas: string[], via: string, version: string) {
  const started = performance.now();
  await ok(via, 'PUT', '/portal-releases/admin-portal/live', { version }, TOKEN);
  const seen = await Promise.all(
    replicas.map(async (replica) => {
      for (;;) {
        const document = (await (await fetch(`${replica}/remotes.json`)).json()) as {
          admin_portal: string;
        };
        if (document.admin_portal === entryOf(version)) return performance.now() - started;
        if (performance.now() - started > 10_000) return Infinity;
        await sleep(5);
      }
    }),
  );
  return Math.max(...seen);
}

export async function portalsBench(ctx: OrdersBenchContext): Promise<Row[]> {
  const section = 'portals (2 replicas, PostgreSQL)';
  if (!ctx.clock.fits(60_000)) {
    return [{ section, metric: 'skipped: out of the bench budget', value: '-', budget: '-' }];
  }
  const scratch = ctx.pgUrl ? await createScratchDb(ctx.pgUrl) : undefined;
  if (scratch) ctx.cleanups.push(scratch.drop);
  const cluster = await startCluster({
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    PORTAL_DEPLOY_TOKEN: TOKEN,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
  });
  ctx.cleanups.push(cluster.stop);
  const replicas = cluster.replicas.map((r) => `http://127.0.0.1:${r.port}`);
  const [first, server] = [replicas[0]!, cluster.replicas[0]!.pid];

  const listed = await ok(first, 'GET', '/portal-releases', undefined, TOKEN);
  const { portals } = listed as unknown as PortalsJson;
  const shared = portals.find((p) => p.portal === 'admin-portal')!.live!.shared;
  for (const version of VERSIONS) {
    const release = { portal: 'admin-portal', version, entry: entryOf(version), shared };
    await ok(first, 'POST', '/portal-releases', release, TOKEN);
  }

  // Without and with a canary in turn, a round at a time: the machine's speed drifts over a
  // bench, and a ratio is only fair between runs that saw the same machine.
  const url = `${first}/remotes.json`;
  await ok(first, 'PUT', '/portal-releases/admin-portal/live', { version: '1.1.0' }, TOKEN);
  const runs: Record<'plain' | 'fresh' | 'returning', LoadResult[]> = {
    plain: [],
    fresh: [],
    returning: [],
  };
  for (let round = 0; round < TRIALS; round += 1) {
    const options = { url, serverPid: server, seconds: 3, warmUpSeconds: round === 0 ? 1 : 0 };
    runs.plain.push(await load(options));
    const canary = { version: '1.2.0', percent: 50 };
    await ok(first, 'PUT', '/portal-releases/admin-portal/live', canary, TOKEN);
    // A browser new to the canary is answered a cohort cookie; a returning one sends it.
    runs.fresh.push(await load(options));
    runs.returning.push(await load({ ...options, headers: { cookie: 'grocery_cohort=7' } }));
    await ok(first, 'POST', '/portal-releases/admin-portal/rollback', {}, TOKEN);
  }
  const [plain, fresh, returning] = [runs.plain, runs.fresh, runs.returning].map(combine);
  const ratioOf = (canaryRuns: LoadResult[]) =>
    median(canaryRuns.map((run, i) => run.p99 / Math.max(1, runs.plain[i]!.p99)));
  const freshRatio = ratioOf(runs.fresh);
  const returningRatio = ratioOf(runs.returning);

  const delays: number[] = [];
  for (let i = 0; i < PROMOTIONS; i += 1) {
    const via = replicas[i % replicas.length]!;
    delays.push(await promotionDelay(replicas, via, VERSIONS[(i + 1) % VERSIONS.length]!));
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const worst = sorted.at(-1)!;
  await cluster.stop();

  const budget = 'p99 <= 1.2x without a canary (median of paired runs)';
  return [
    { section, metric: 'GET /remotes.json, no canary, 30 conn', value: fmt(plain!), budget: '-' },
    {
      section,
      metric: 'GET /remotes.json, canary at 50%, new browsers (each given a cohort), 30 conn',
      value: `${fmt(fresh!)} (p99 ${freshRatio.toFixed(2)}x)`,
      budget,
      ok: fresh!.non2xx === 0 && freshRatio <= 1.2,
    },
    {
      section,
      metric: 'GET /remotes.json, canary at 50%, returning browsers (cohort cookie), 30 conn',
      value: `${fmt(returning!)} (p99 ${returningRatio.toFixed(2)}x)`,
      budget,
      ok: returning!.non2xx === 0 && returningRatio <= 1.2,
    },
    {
      section,
      metric: `promotion on one replica until /remotes.json serves it on all ${replicas.length} (${PROMOTIONS} promotions)`,
      value: `median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, max ${Math.round(worst)} ms`,
      budget: '<= 1000 ms',
      ok: worst <= 1000,
    },
  ];
}
