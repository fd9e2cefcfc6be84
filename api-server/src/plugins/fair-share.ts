import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FairShare } from '../lib/fair-share';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs work that costs the database within the caller's share (lib/fair-share.ts). */
    fairShare<T>(request: FastifyRequest, job: () => Promise<T>): Promise<T>;
  }
}

/** One FairShare per process, keyed by the client's address as the rate limit keys it. */
export default fp(
  async (app) => {
    const shares = new FairShare(app.config.fairShare);
    app.decorate('fairShare', <T>(request: FastifyRequest, job: () => Promise<T>) =>
      shares.run(request.ip, job),
    );
  },
  { name: 'fair-share', dependencies: ['context'] },
);
