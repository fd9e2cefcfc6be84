import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiServerArgs } from '../../../scripts/api-server-args.mjs';
import { freePort } from './free-port';

export const repoRoot = path.resolve(__dirname, '../../..');
export const resultsDir = path.join(repoRoot, 'bench/results');

export interface Running {
  url: string;
  /** The server's process, whose CPU time a load can read. */
  pid?: number;
  stop: () => Promise<void>;
}

const outside = [
  'DATABASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'REMOTE_STOREFRONT_URL',
  'REMOTE_MANAGER_PORTAL_URL',
  'REMOTE_ADMIN_PORTAL_URL',
];

/** Runs `node <args>` with PORT set and waits until `readyPath` answers 200. */
export async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(resultsDir, { recursive: true });
  const log = fs.openSync(path.join(resultsDir, `${name}.log`), 'w');
  const base = { ...process.env };
  for (const key of outside) delete base[key];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...base,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}; see bench/results/${name}.log`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyPath} within 120 s`);
    }
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function startStore(name: string, env: Record<string, string>): Promise<Running> {
  return startProcess(name, apiServerArgs(repoRoot), env, '/api/health');
}

export function startBare(): Promise<Running> {
  return startProcess(
    'bare-fastify',
    ['--import', 'tsx', path.join(repoRoot, 'bench/src/bare-server.ts')],
    {},
    '/bare',
  );
}
