import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { createScratchDb } from './scratch-db';

const run = promisify(execFile);

/** The newest PostgreSQL's binaries (Debian keeps them out of PATH), as scripts/test-pg.sh finds them. */
function pgbenchPath(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => `${root}/${v}/bin/pgbench`).find((p) => fs.existsSync(p));
  if (!found) throw new Error('pgbench not found under /usr/lib/postgresql/*/bin');
  return found;
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  scale: number;
  clients: number;
}

/**
 * pgbench's TPC-B-like script on a scratch database of the server `baseUrl` points at: the
 * same server and settings the store's orders run on. Scale = clients (TPC-B's own rule, so
 * branch rows are not a contention the store's orders do not have).
 */
export async function pgbenchTpcB(
  baseUrl: string,
  clients = 30,
  seconds = 5,
): Promise<PgbenchResult> {
  const scratch = await createScratchDb(baseUrl);
  const bin = pgbenchPath();
  const scale = clients;
  try {
    await run(bin, ['-i', '-q', '-I', 'dtGvp', '-s', String(scale), scratch.url], {
      maxBuffer: 1 << 24,
    });
    const { stdout } = await run(
      bin,
      ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', scratch.url],
      { maxBuffer: 1 << 24 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${stdout.slice(-300)}`);
    return { tps, latencyMs, scale, clients };
  } finally {
    await scratch.drop();
  }
}
