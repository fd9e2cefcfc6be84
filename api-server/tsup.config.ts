import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

const sharedApiSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../shared-api/src') + sep;

/**
 * shared-api is one barrel for browser and server. Marking its modules side-effect free lets
 * esbuild drop what the server does not use (the ky client, jotai stores) together with their
 * imports, instead of loading React into the API process.
 */
const sharedApiTreeShaking: Plugin = {
  name: 'shared-api-tree-shaking',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const inShared = args.importer.startsWith(sharedApiSrc) && args.path.startsWith('.');
      if (!inShared && !args.path.startsWith('@grocery/shared-api')) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      return result.errors.length ? result : { ...result, sideEffects: false };
    });
  },
};

export default defineConfig({
  // The embedded database runs on its own thread, from its own file (src/db/pglite-thread.ts).
  entry: { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: false,
  // Our own shared source is compiled in; every npm dependency stays in node_modules.
  noExternal: ['@grocery/shared-api'],
  esbuildPlugins: [sharedApiTreeShaking],
});
