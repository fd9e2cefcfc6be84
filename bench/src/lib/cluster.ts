import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';

const repoRoot = path.resolve(__dirname, '../../..');

/** `npm run start:cluster -- --api-only` as it runs: its replicas and the HAProxy URL. */
export interface Cluster {
  url: string;
  replicas: { name: string; port: number; pid: number }[];
  /** the private PostgreSQL's URL, when the script started one (no DATABASE_URL given) */
  database?: string;
  process: ChildProcess;
  /** what the cluster script printed (its restarts among them) */
  lines: string[];
  stop: () => Promise<void>;
}

/**
 * SIGTERM to the script's whole process group: without DATABASE_URL the script runs inside
 * scripts/test-pg.sh, whose bash acts on a signal only once its command has ended.
 */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** API replicas on one PostgreSQL (DATABASE_URL in `env`, else a private one) behind HAProxy. */
export async function startCluster(env: Record<string, string>, replicas = 2): Promise<Cluster> {
  const port = await freePort();
  return new Promise<Cluster>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'scripts/start-cluster.mjs'),
        '--replicas',
        String(replicas),
        '--port',
        String(port),
        '--api-only',
      ],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    );
    const lines: string[] = [];
    let rest = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('{"url"')) {
          resolve({ ...JSON.parse(line), process: child, lines, stop: () => stop(child) });
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`start-cluster exited (${code})`)));
  });
}
