import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewRequestSchema } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import type { AuthDeps } from './deps';
import { listPendingAccountRequests, reviewAccountRequest } from './manager-requests-service';
import { AUTH_MESSAGES as M } from './messages';
import { pageQuery, requestIdParams, requestListResponse, requestResponse } from './schemas';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** Admins decide on account requests (store managers, and admin sign-ups held for approval). */
export const managerRequestRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (
  app,
  { deps },
) => {
  const adminOnly = app.authorize('admin');

  app.get(
    '/store-manager-requests',
    {
      onRequest: adminOnly,
      schema: { tags, security, querystring: pageQuery, response: { 200: requestListResponse } },
    },
    async (request) => ok(await listPendingAccountRequests(deps, request.query)),
  );

  app.put(
    '/store-manager-requests/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: requestIdParams,
        body: reviewRequestSchema,
        response: { 200: requestResponse },
      },
    },
    async (request) => {
      const reviewed = await reviewAccountRequest(
        deps,
        request.auth!.userId,
        request.params.id,
        request.body,
      );
      const message = request.body.action === 'approve' ? M.requestApproved : M.requestRejected;
      return ok({ request: reviewed }, message);
    },
  );
};
