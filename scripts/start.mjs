#!/usr/bin/env node
/* global process, console */
// `npm start`: build whatever is missing or out of date, then run the one server that serves the
// API, the shell and the three remotes at a single URL (default http://localhost:3000).
import { spawn } from 'node:child_process';
import { apiServerArgs } from './api-server-args.mjs';
import { buildMissing, root } from './build-missing.mjs';

try {
  buildMissing();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = spawn(process.execPath, apiServerArgs(root), {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
