import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { initializeSchema, loginSchema, refreshSchema, registerSchema } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES as M } from './messages';
import { register } from './register-service';
import {
  emptyResponse,
  initializationStatusResponse,
  logoutBody,
  registerResponse,
  sessionResponse,
  tokensResponse,
} from './schemas';
import { initialize, isInitialized, login } from './service';
import { revokeByToken, revokeFamily, rotateSession } from './sessions';

const tags = ['auth'];

/** Initialization, registration, login, token refresh and logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const limited = app.authRateLimit;

  app.get(
    '/initialization-status',
    {
      schema: { tags, response: { 200: initializationStatusResponse } },
    },
    async () => ok({ initialized: await isInitialized(deps) }),
  );

  app.post(
    '/initialize',
    {
      config: limited,
      schema: { tags, body: initializeSchema, response: { 201: sessionResponse } },
    },
    async (request, reply) => {
      const session = await initialize(deps, request.body);
      return reply.code(201).send(ok(session, M.initialized));
    },
  );

  app.post(
    '/register',
    {
      config: limited,
      schema: { tags, body: registerSchema, response: { 201: registerResponse } },
    },
    async (request, reply) => {
      const result = await register(deps, request.body);
      const message = 'requiresApproval' in result ? M.registrationSubmitted : M.registered;
      return reply.code(201).send(ok(result, message));
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: { tags, body: loginSchema, response: { 200: sessionResponse } },
    },
    async (request) => ok(await login(deps, request.body), M.loggedIn),
  );

  app.post(
    '/refresh',
    {
      schema: { tags, body: refreshSchema, response: { 200: tokensResponse } },
    },
    async (request) => ok(await rotateSession(deps.db, deps.secret, request.body.refreshToken)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.tryAuthenticate,
      schema: { tags, body: logoutBody, response: { 200: emptyResponse } },
    },
    async (request) => {
      // Logging out always succeeds for the user; whatever session we can identify ends.
      if (request.body.refreshToken) await revokeByToken(deps.db, request.body.refreshToken);
      if (request.auth?.sessionId) await revokeFamily(deps.db, request.auth.sessionId);
      return ok({}, M.loggedOut);
    },
  );
};
