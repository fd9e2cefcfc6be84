import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './paths';

const run = promisify(execFile);

export interface BuiltRelease {
  version: string;
  /** <portal>/releases/<version>-<hash>: what `npm run release` built */
  dir: string;
  folder: string;
}

/** `npm run release -w @grocery/<portal>` as a portal team's pipeline runs it. */
export async function buildRelease(portal: string, version: string): Promise<BuiltRelease> {
  const { stdout } = await run('npm', ['run', 'release', '-w', `@grocery/${portal}`], {
    cwd: repoRoot,
    env: { ...process.env, RELEASE_VERSION: version },
    maxBuffer: 16 * 1024 * 1024,
  });
  const from = /--from (\S+)/.exec(stdout)?.[1];
  if (!from) throw new Error(`npm run release printed no folder:\n${stdout}`);
  return { version, dir: from, folder: path.basename(from) };
}

/** `npm run portal -- <args>` against `store` with the deploy token; resolves to its output. */
export async function portalCli(store: string, token: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'scripts/portal-cli.mjs'), ...args, '--url', store, '--token', token],
    { cwd: repoRoot },
  );
  return stdout.trim();
}

/**
 * Makes every React DOM that starts on the context's pages register with a stand-in for the
 * React devtools hook, as each copy does: `reactCopies` then says how many the page holds.
 */
export async function countReactCopies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers,
        inject: (renderer: unknown) => renderers.push(renderer),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
}

export function reactCopies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: unknown[] } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.length,
  );
}

/** A file of a published release changed on its host (a tampered CDN copy). */
export function tamper(file: string): void {
  fs.appendFileSync(file, '\n;globalThis.tampered = true;\n');
}
