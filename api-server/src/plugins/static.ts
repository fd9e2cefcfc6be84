import { existsSync, createReadStream } from 'node:fs';
import { basename, extname, join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@grocery/shared-api';
import { remoteDir } from '../config';
import { failure } from '../lib/envelope';

const NO_CACHE = 'no-cache';
// Files webpack names by content hash (main.3f9a1c2e.js) never change under the same name.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);

function cacheHeaders(reply: FastifyReply, path: string) {
  const name = basename(path);
  if (ENTRY_FILES.has(name)) reply.header('cache-control', NO_CACHE);
  else if (HASHED.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/** Client-side routes get the shell's index.html; files, /api and /remotes paths do not. */
function isSpaRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|remotes|releases|images)(\/|$)/.test(path)) return false;
  return extname(path) === '';
}

/**
 * Serves the built front end: the shell at /, each remote at /remotes/<dir>/, product pictures
 * at /images/, and the remote locations at /remotes.json. A missing dist folder only makes its
 * paths answer 404, so the API runs without any front end built.
 */
export default fp(
  async (app) => {
    const { webRoot, imagesDir } = app.config;
    const shellDist = join(webRoot, 'shell', 'dist');
    const common = {
      cacheControl: false,
      setHeaders: cacheHeaders,
      suppressWarning: true,
      index: false as const,
      // The build writes .br/.gz beside each text asset; they are sent as they are.
      preCompressed: true,
    };

    await app.register(fastifyStatic, {
      ...common,
      index: ['index.html'],
      root: shellDist,
      prefix: '/',
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      ...common,
      root: imagesDir,
      prefix: '/images/',
      decorateReply: false,
    });
    for (const name of REMOTE_NAMES) {
      await app.register(async (scope) => {
        // A shell on another origin loads these files: allow it explicitly.
        scope.addHook('onRequest', async (_request, reply) => {
          reply.header('cross-origin-resource-policy', 'cross-origin');
          reply.header('access-control-allow-origin', '*');
        });
        await scope.register(fastifyStatic, {
          ...common,
          root: join(webRoot, remoteDir(name), 'dist'),
          prefix: `/remotes/${remoteDir(name)}/`,
          decorateReply: false,
        });
        // `npm run release` builds: one folder per version and content hash, never rewritten.
        await scope.register(fastifyStatic, {
          ...common,
          setHeaders: (reply: FastifyReply) =>
            reply.header('cache-control', 'public, max-age=31536000, immutable'),
          root: join(webRoot, remoteDir(name), 'releases'),
          prefix: `/releases/${remoteDir(name)}/`,
          decorateReply: false,
        });
      });
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return app.portalRegistry.remotesFor(request, reply);
    });

    app.setNotFoundHandler((request, reply) => {
      const indexHtml = join(shellDist, 'index.html');
      if (isSpaRoute(request) && existsSync(indexHtml)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', NO_CACHE)
          .send(createReadStream(indexHtml));
      }
      // A path is echoed back only as far as any of ours could go.
      const path = request.url.split('?')[0]!;
      const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
      return reply.code(404).send(failure(`Route ${request.method} ${shown} not found`));
    });
  },
  { name: 'static', dependencies: ['context', 'portal-registry'] },
);
