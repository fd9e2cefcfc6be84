import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError, RATE_LIMITED } from '../lib/errors';
import { postgresRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route `config` for the credential routes (login, register, initialize, password reset):
     * `{ config: app.authRateLimit }`. Empty when AUTH_RATE_LIMIT_MAX is 0.
     */
    authRateLimit: { rateLimit?: { max: number; timeWindow: number } };
  }
}

export { RATE_LIMITED };

/**
 * Every refusal throws this one error: under a flood the limit answers thousands of requests a
 * second, and building an Error (its stack trace) for each was the refusal's largest own cost.
 */
const refusal = new AppError(429, RATE_LIMITED);

/**
 * Limits per client IP: in memory, per process, or with RATE_LIMIT_STORE=postgres in the
 * database, shared by every replica. The limits come from the config so a load test or a
 * browser suite can lift them.
 */
export default fp(
  async (app) => {
    const { max, authMax, windowMs, shared } = app.config.rateLimit;
    const store =
      shared && app.database.driver === 'postgres' ? postgresRateLimitStore(app.db) : null;
    if (store) app.addHook('onClose', async () => store.stop());
    await app.register(rateLimit, {
      ...(store && {
        store: store.Store,
        // The database unreachable: serve rather than refuse everyone (health answers 503).
        skipOnError: true,
      }),
      global: max > 0,
      max: max || 1,
      timeWindow: windowMs,
      // Only the API is budgeted: one page view fetches dozens of scripts and pictures.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: () => refusal,
    });
    app.decorate(
      'authRateLimit',
      authMax > 0 ? { rateLimit: { max: authMax, timeWindow: windowMs } } : {},
    );
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
