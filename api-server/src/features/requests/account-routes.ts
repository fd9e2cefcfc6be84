import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, requestIdParamsSchema, reviewRequestSchema } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { decideRequest } from './decide';
import { MESSAGES as M } from './messages';
import { listRequests } from './queries';
import { requestListResponse, requestResponse } from './schemas';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/**
 * The spec's older /api/auth/store-manager-requests endpoints: the pending account requests of
 * the same queue, decided by the same service as PATCH /api/requests/:id/approve|reject.
 */
const accountRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.authorize('admin');

  app.get(
    '/store-manager-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: { 200: requestListResponse },
      },
    },
    async (request) =>
      ok(
        await listRequests(app.db, {
          ...request.query,
          status: 'pending',
          type: 'account_register_request',
        }),
      ),
  );

  app.put(
    '/store-manager-requests/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: requestIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: requestResponse },
      },
    },
    async (request) => {
      const { action, reason } = request.body;
      const decided = await decideRequest(app.db, request.auth!.userId, request.params.id, {
        action,
        reason: reason || null,
        onlyType: 'account_register_request',
      });
      return ok({ request: decided }, action === 'approve' ? M.approved : M.rejected);
    },
  );
};

export default accountRequestRoutes;
