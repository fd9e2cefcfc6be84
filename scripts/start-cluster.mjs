#!/usr/bin/env node
/* global process, console, setTimeout, fetch, Buffer */
// `npm run start:cluster -- --replicas 3 [--port 3000]`: N API processes on one PostgreSQL
// (DATABASE_URL, or a private throw-away cluster when none is given) behind HAProxy, which
// health-checks each through /api/health and serves the store at one URL. A replica that dies is
// started again; HAProxy stops routing to it within about two seconds and takes it back once
// its health check passes. --api-only skips building the front ends. Prints one JSON line when ready:
// { url, replicas: [{ name, port, pid }] }, and `database` when the cluster is a private one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiServerArgs } from './api-server-args.mjs';
import { buildMissing, root } from './build-missing.mjs';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT || '3000' },
    // The API alone, without building the front ends (the cluster test, API benches).
    'api-only': { type: 'boolean', default: false },
  },
});
const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('usage: start-cluster [--replicas N] [--port P]');
  process.exit(2);
}

/** Holds HAProxy's configuration and error page, removed on exit. */
let workDir;

// No database given: run this script again inside a private cluster (scripts/test-pg.sh).
if (!process.env.DATABASE_URL) {
  const child = spawn(
    join(root, 'scripts/test-pg.sh'),
    [
      'sh',
      '-c',
      'DATABASE_URL="$TEST_DATABASE_URL" exec "$0" "$@"',
      process.execPath,
      ...process.argv.slice(1),
    ],
    // The throw-away cluster's address may be shown (the cluster test locks rows through it).
    { stdio: 'inherit', env: { ...process.env, CLUSTER_PRIVATE_DATABASE: '1' } },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await runCluster();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`a replica exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became healthy`);
}

function haproxyConfig(port, servers) {
  return `global
  maxconn 8192
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout queue 5s
  # A busy replica may take over a second to answer its check: slow is not dead.
  timeout check 3s
  # A connection refused by a dead replica is tried on another: the request never reached it.
  retries 2
  option redispatch
  # HAProxy's own answers (no replica up, one died mid-request, one timed out) in our envelope.
  errorfile 502 ${join(workDir, '503.http')}
  errorfile 503 ${join(workDir, '503.http')}
  errorfile 504 ${join(workDir, '503.http')}
frontend store
  bind ${process.env.HOST || '0.0.0.0'}:${port}
  default_backend api
backend api
  balance roundrobin
  option forwardfor
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2 maxconn 512
  http-response set-header x-served-by %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

async function runCluster() {
  buildMissing(values['api-only'] ? { only: ['@grocery/api-server'] } : {});
  workDir = mkdtempSync(join(tmpdir(), 'grocery-cluster-'));
  const body = JSON.stringify({
    success: false,
    message: 'The store is busy right now. Please try again in a moment.',
  });
  writeFileSync(
    join(workDir, '503.http'),
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\nRetry-After: 2\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const port = Number(values.port);
  const env = {
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    // Rate limits and each client's fair share count in PostgreSQL, so a client's budget holds
    // across the replicas instead of multiplying by their number.
    RATE_LIMIT_STORE: process.env.RATE_LIMIT_STORE || 'postgres',
    // The replicas share the one process's 10 database connections: more sessions on the same
    // cores made orders wait on each other's row locks (replicas bench, docs/scaling.md).
    DATABASE_POOL_MAX:
      process.env.DATABASE_POOL_MAX || String(Math.max(2, Math.ceil(10 / replicas))),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.DATA_DIR || join(workDir, 'data'),
  };
  const servers = [];
  for (let i = 1; i <= replicas; i += 1)
    servers.push({ name: `replica${i}`, port: await freePort() });

  let stopping = false;
  const start = (server) => {
    const child = spawn(process.execPath, apiServerArgs(root), {
      cwd: root,
      env: { ...env, PORT: String(server.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server.child = child;
    child.on('exit', () => {
      if (stopping || server.child !== child) return;
      console.error(`${server.name} exited; starting it again`);
      setTimeout(() => {
        const again = start(server);
        console.log(JSON.stringify({ restarted: server.name, pid: again.pid }));
      }, 500);
    });
    return child;
  };
  // The first replica migrates and seeds alone; the others start on a ready schema.
  start(servers[0]);
  await waitHealthy(`http://127.0.0.1:${servers[0].port}`, servers[0].child);
  for (const server of servers.slice(1)) start(server);
  for (const server of servers.slice(1)) {
    await waitHealthy(`http://127.0.0.1:${server.port}`, server.child);
  }

  const configFile = join(workDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, servers));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  if (check.status !== 0) throw new Error('haproxy rejected its configuration');
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'inherit' });

  const stop = (code) => {
    stopping = true;
    haproxy.kill('SIGTERM');
    for (const server of servers) server.child?.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
    setTimeout(() => process.exit(code), 300);
  };
  haproxy.on('exit', (code) => {
    if (!stopping) stop(code ?? 1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

  const shown = env.HOST === '0.0.0.0' ? 'localhost' : '127.0.0.1';
  const url = `http://${shown}:${port}`;
  await waitHealthy(url, haproxy);
  console.log(
    JSON.stringify({
      url,
      replicas: servers.map((s) => ({ name: s.name, port: s.port, pid: s.child.pid })),
      ...(process.env.CLUSTER_PRIVATE_DATABASE === '1' && { database: process.env.DATABASE_URL }),
    }),
  );
  console.log(`Grocery Store (${replicas} replicas behind HAProxy) running at ${url}`);
}
