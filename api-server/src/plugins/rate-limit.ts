import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError, RATE_LIMITED } from '../lib/errors';

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
 * Limits per client IP (in memory, per replica); the limits come from the config so a load test
 * or a browser suite can lift them.
 */
export default fp(
  async (app) => {
    const { max, authMax, windowMs } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: max > 0,
      max: max || 1,
      timeWindow: windowMs,
      // Only the API is budgeted: one page view fetches dozens of scripts and pictures.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: () => new AppError(429, RATE_LIMITED),
    });
    app.decorate(
      'authRateLimit',
      authMax > 0 ? { rateLimit: { max: authMax, timeWindow: windowMs } } : {},
    );
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
