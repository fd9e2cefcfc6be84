import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FairShare } from '../lib/fair-share';
import { postgresFairShareHolds } from './fair-share-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs work that costs the database within the caller's share (lib/fair-share.ts). */
    fairShare<T>(request: FastifyRequest, job: () => Promise<T>): Promise<T>;
  }
}

/**
 * One FairShare per process, keyed by the client's address as the rate limit keys it. With
 * RATE_LIMIT_STORE=postgres each client's share counts on every replica together
 * (fair-share-store.ts); the running and waiting bounds stay per process, as they guard its
 * own connections.
 */
export default fp(
  async (app) => {
    const { fairShare, rateLimit } = app.config;
    const store =
      fairShare.enabled && rateLimit.shared && app.database.driver === 'postgres'
        ? postgresFairShareHolds(app.db, (err) => app.log.warn({ err }, 'fair share holds'))
        : null;
    if (store) {
      await store.start();
      app.addHook('onClose', () => store.stop());
    }
    const shares = new FairShare(fairShare, store?.holds);
    app.decorate('fairShare', <T>(request: FastifyRequest, job: () => Promise<T>) =>
      shares.run(request.ip, job),
    );
  },
  { name: 'fair-share', dependencies: ['context'] },
);
