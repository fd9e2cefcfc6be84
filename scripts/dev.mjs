#!/usr/bin/env node
/* global process, console */
// `npm run dev`: webpack --watch for the shell and the three remotes plus `tsx watch` for the API
// server, which restarts on every server change. The server serves the apps' dist folders, so a
// rebuilt app is picked up by reloading the page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parts, root } from './build-missing.mjs';

const apps = parts.filter((part) => part.workspace !== '@grocery/api-server');
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the others`);
    stop(1);
  });
  children.push(child);
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const { workspace } of apps) run(workspace, 'npm', ['run', 'watch', '-w', workspace]);

// The server serves each app's dist folder, so wait for the first builds before starting it.
while (!apps.every(({ output }) => existsSync(join(root, output)))) await sleep(500);

run('api-server', join(root, 'node_modules/.bin/tsx'), [
  'watch',
  '--clear-screen=false',
  'api-server/src/server.ts',
]);
