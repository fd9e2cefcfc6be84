import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@grocery/shared-api';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { type AuthContext, SESSION_EXPIRED, verifyAccessToken } from '../lib/jwt';
import { sessionActive } from '../lib/session-revocations';

/**
 * Route hooks. Use them as `onRequest` so a request without the right credentials is refused
 * (401/403) before its body is even parsed or validated; they also work as `preHandler`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** 401 unless a valid Bearer access token is sent; sets `request.auth`. */
    authenticate: preHandlerAsyncHookHandler;
    /** authenticate + 403 when the caller's role is not one of `roles`. */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
    /** Sets `request.auth` from a valid token, or null; never refuses. */
    tryAuthenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export default fp(
  async (app) => {
    const secret = app.config.jwtSecret;
    app.decorateRequest('auth', null);

    async function readToken(request: FastifyRequest): Promise<AuthContext | null | undefined> {
      const header = request.headers.authorization;
      if (!header) return undefined;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
      const auth = verifyAccessToken(token, secret);
      // A signed, unexpired token still dies with its session (logout, password change...).
      if (!auth?.sessionId || !(await sessionActive(app.db, auth.sessionId))) return null;
      return auth;
    }

    const authenticate: preHandlerAsyncHookHandler = async (request) => {
      const auth = await readToken(request);
      if (auth === undefined) throw new UnauthorizedError('Authentication required');
      if (auth === null) throw new UnauthorizedError(SESSION_EXPIRED);
      request.auth = auth;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('tryAuthenticate', async (request: FastifyRequest) => {
      request.auth = (await readToken(request)) ?? null;
    });
    app.decorate('authorize', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async function authorize(request, reply) {
        await authenticate.call(this, request, reply);
        if (!roles.includes(request.auth!.role)) {
          throw new ForbiddenError('You do not have permission to do this');
        }
      };
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
