import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesDocument, SharedVersions } from '@grocery/shared-api';
import { RegistryCache } from '../features/portal-releases/registry-cache';
import { remotesForRequest, servedOrigins } from '../features/portal-releases/remotes-for-request';
import { seedFirstReleases } from '../features/portal-releases/seed-first-releases';
import { shellSharedVersions } from '../features/portal-releases/shell-shared';

export interface PortalRegistry {
  /** The singletons the shell provides: what every release is checked against. */
  shell: SharedVersions;
  /** Which release of each portal this request's browser loads (see remotesForRequest). */
  remotesFor(request: FastifyRequest, reply: FastifyReply): Promise<RemotesDocument>;
  /** Origins of the releases browsers may be sent to now. */
  origins(): Promise<string[]>;
  /** After a change: this replica's next read goes to the database. */
  changed(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    portalRegistry: PortalRegistry;
  }
}

/**
 * The portal release registry as the rest of the server reads it: from the database, through
 * a cache short enough (REGISTRY_TTL_MS) that every replica serves a promotion within a second.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const cache = new RegistryCache(app.db);
    const shell = shellSharedVersions(config.webRoot);
    const defaults: RemotesDocument = { ...config.remotes };
    const secure = config.publicUrl.startsWith('https:');
    const registry: PortalRegistry = {
      shell,
      async remotesFor(request, reply) {
        return remotesForRequest(await cache.read(), defaults, request, reply, secure);
      },
      async origins() {
        return servedOrigins(await cache.read(), defaults);
      },
      changed: () => cache.invalidate(),
    };
    app.decorate('portalRegistry', registry);
    app.addHook('onReady', async () => {
      await seedFirstReleases(app.db, config, shell);
      cache.invalidate();
    });
  },
  { name: 'portal-registry', dependencies: ['context'] },
);
