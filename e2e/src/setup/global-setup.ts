import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, repoRoot } from '../lib/paths';
import { startServer, type RunningServer } from '../lib/server';

declare global {
  var e2eServer: RunningServer | undefined;
}

// A missing browser fails the run, locally and in CI alike: a silently skipped browser suite
// would let a broken store pass.
function checkBrowser(): string {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `e2e: no browser at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) ` +
        'or set CHROMIUM_PATH. The browser suite is never skipped.',
    );
  }
  return execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

export default async function globalSetup(): Promise<void> {
  process.env.E2E_BROWSER_VERSION = checkBrowser();
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-missing.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: building the store failed');
  globalThis.e2eServer = await startServer('main');
  process.env.E2E_BASE_URL = globalThis.e2eServer.url;
  console.log(`\ne2e: ${process.env.E2E_BROWSER_VERSION}, store at ${globalThis.e2eServer.url}`);
}
