import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';
import { artifactsDir, repoRoot } from './paths';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

// Variables of the developer's shell that would point the test server elsewhere.
const inherited = [
  'DATABASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'REMOTE_STOREFRONT_URL',
  'REMOTE_MANAGER_PORTAL_URL',
  'REMOTE_ADMIN_PORTAL_URL',
];

/** Starts the real built server (`node api-server/dist/server.js`) on a free port and a fresh PGlite. */
export async function startServer(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grocery-e2e-${name}-`));
  fs.mkdirSync(artifactsDir, { recursive: true });
  const log = fs.openSync(path.join(artifactsDir, `server-${name}.log`), 'w');
  const baseEnv = { ...process.env };
  for (const key of inherited) delete baseEnv[key];
  const child = spawn(process.execPath, [path.join(repoRoot, 'api-server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...baseEnv,
      // The dev outbox (GET /api/dev/outbox, never in production) carries the reset mail.
      NODE_ENV: 'test',
      DEV_OUTBOX: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // Many logins from one address in a few minutes: keep the limiter from answering 429.
      AUTH_RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(url, child, name);
  return { url, dataDir, stop: () => stopServer(child, dataDir) };
}

async function waitForHealth(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `server "${name}" exited with ${child.exitCode}; see e2e/artifacts/server-${name}.log`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server "${name}" did not become healthy at ${url} within 120 s`);
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000, undefined, { ref: false })]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
