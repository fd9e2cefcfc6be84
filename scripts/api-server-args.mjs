// How the API server is started wherever it runs (npm start, the bench): the Node flags that
// api-server/package.json keeps under config.nodeFlags, which its own `npm start` passes too,
// then the built server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The arguments of `node` that start api-server/dist/server.js from the repository `root`. */
export function apiServerArgs(root) {
  const { config } = JSON.parse(readFileSync(join(root, 'api-server/package.json'), 'utf8'));
  const flags = String(config?.nodeFlags ?? '')
    .split(' ')
    .filter(Boolean);
  return [...flags, join(root, 'api-server/dist/server.js')];
}
