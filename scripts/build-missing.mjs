#!/usr/bin/env node
/* global process, console */
// Builds each deployable part whose output is missing or older than its sources, so `npm start`,
// the e2e suite and the bench all work on a fresh clone without a manual `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The shared packages are compiled into every app, so a change there makes every output stale.
const shared = ['shared-api/src', 'shared-ui/src', 'scripts/webpack'];

export const parts = [
  {
    workspace: '@grocery/shell',
    output: 'shell/dist/index.html',
    sources: ['shell/src', 'shell/public', 'shell/webpack.config.cjs', ...shared],
  },
  {
    workspace: '@grocery/storefront',
    output: 'storefront/dist/remoteEntry.js',
    sources: ['storefront/src', 'storefront/webpack.config.cjs', ...shared],
  },
  {
    workspace: '@grocery/manager-portal',
    output: 'manager-portal/dist/remoteEntry.js',
    sources: ['manager-portal/src', 'manager-portal/webpack.config.cjs', ...shared],
  },
  {
    workspace: '@grocery/admin-portal',
    output: 'admin-portal/dist/remoteEntry.js',
    sources: ['admin-portal/src', 'admin-portal/webpack.config.cjs', ...shared],
  },
  {
    workspace: '@grocery/api-server',
    output: 'api-server/dist/server.js',
    sources: [
      'api-server/src',
      'api-server/drizzle',
      'api-server/tsup.config.ts',
      'shared-api/src',
    ],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// `npm run dev` writes development builds into the same dist folders: never serve those.
// Webpack's development output keeps its /******/ runtime banners and unhashed file names.
function isDevelopmentBuild(file) {
  if (!file.endsWith('.html') && !file.endsWith('remoteEntry.js')) return false;
  const text = readFileSync(file, 'utf8');
  return text.includes('/******/') || /src="[^"]*\/main\.js"/.test(text);
}

export function staleParts() {
  return parts.filter(({ output, sources }) => {
    const out = join(root, output);
    if (!existsSync(out) || isDevelopmentBuild(out)) return true;
    const builtAt = statSync(out).mtimeMs;
    return sources.some((source) => newestMtime(join(root, source)) > builtAt);
  });
}

/** `only` names the workspaces wanted (a cluster test needs the API alone); default all. */
export function buildMissing({ log = console.log, only } = {}) {
  const todo = staleParts().filter(({ workspace }) => !only || only.includes(workspace));
  for (const { workspace, output } of todo) {
    log(`building ${workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error(`build of ${workspace} failed (exit ${result.status})`);
    // webpack leaves unchanged files untouched; mark the build time so it is not redone next run.
    const now = new Date();
    utimesSync(join(root, output), now, now);
  }
  return todo.map((part) => part.workspace);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildMissing();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
