import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHARED_SINGLETONS, type SharedVersions } from '@grocery/shared-api';

/** node_modules/<name>/package.json as Node would find it from `from`, read as a file. */
function installedVersion(starts: string[], name: string): string {
  for (const from of starts) {
    for (let dir = from; ; dir = dirname(dir)) {
      const file = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) {
        return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
      }
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`${name} is not installed above ${starts.join(' or ')}`);
}

/**
 * The singleton versions the shell is built with: the packages installed where the server
 * serves the shell from (else where the server runs), as its webpack build reads them
 * (scripts/webpack/shared-deps.cjs).
 */
export function shellSharedVersions(webRoot: string): SharedVersions {
  const starts = [join(webRoot, 'shell'), process.cwd()];
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [name, installedVersion(starts, name)]),
  ) as SharedVersions;
}
