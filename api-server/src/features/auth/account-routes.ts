import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
} from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES as M } from './messages';
import { changePassword, forgotPassword, resetPassword } from './password-service';
import { getProfile, updateProfile } from './profile-service';
import { emptyResponse, userResponse } from './schemas';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own account: profile and password, plus the reset-by-mail flow. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: userResponse } },
    },
    async (request) => ok({ user: await getProfile(deps, request.auth!.userId) }),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: profileUpdateSchema, response: { 200: userResponse } },
    },
    async (request) => {
      const user = await updateProfile(deps, request.auth!.userId, request.body);
      return ok({ user }, M.profileUpdated);
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: app.authRateLimit,
      schema: { tags, security, body: changePasswordSchema, response: { 200: emptyResponse } },
    },
    async (request) => {
      await changePassword(deps, request.auth!, request.body);
      return ok({}, M.passwordChanged);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: app.authRateLimit,
      schema: { tags, body: forgotPasswordSchema, response: { 200: emptyResponse } },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email);
      return ok({}, M.resetSent);
    },
  );

  app.post(
    '/reset-password',
    {
      config: app.authRateLimit,
      schema: { tags, body: resetPasswordSchema, response: { 200: emptyResponse } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok({}, M.passwordReset);
    },
  );
};
