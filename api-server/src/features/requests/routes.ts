import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRequestSchema,
  categoryRequestSchema,
  rejectRequestSchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  storeManagerRequestSchema,
} from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { createCategoryRequest, createStoreManagerRequest } from './create';
import { decideRequest } from './decide';
import { MESSAGES as M } from './messages';
import { getRequest, listRequests } from './queries';
import { requestListResponse, requestResponse } from './schemas';

const tags = ['requests'];
const security = [{ bearerAuth: [] }];

/**
 * Everything under /api/requests (spec section 7, Requests): customers ask to become store
 * managers, managers ask for category changes, admins decide; approval applies the change.
 */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.authorize('admin');

  app.get(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        querystring: requestListQuerySchema,
        response: { 200: requestListResponse },
      },
    },
    async (request) => ok(await listRequests(app.db, request.query)),
  );

  app.get(
    '/my-requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: requestListQuerySchema,
        response: { 200: requestListResponse },
      },
    },
    async (request) => ok(await listRequests(app.db, request.query, request.auth!.userId)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: requestIdParamsSchema, response: { 200: requestResponse } },
    },
    async (request) => ok({ request: await getRequest(app.db, request.params.id, request.auth!) }),
  );

  app.post(
    '/store-manager',
    {
      onRequest: app.authorize('customer'),
      schema: {
        tags,
        security,
        body: storeManagerRequestSchema,
        response: { 201: requestResponse },
      },
    },
    async (request, reply) => {
      const created = await createStoreManagerRequest(app.db, request.auth!.userId, request.body);
      return reply.code(201).send(ok({ request: created }, M.submitted));
    },
  );

  app.post(
    '/category',
    {
      onRequest: app.authorize('store_manager'),
      schema: { tags, security, body: categoryRequestSchema, response: { 201: requestResponse } },
    },
    async (request, reply) => {
      const created = await createCategoryRequest(app.db, request.auth!.userId, request.body);
      return reply.code(201).send(ok({ request: created }, M.categorySubmitted));
    },
  );

  for (const [action, body, message] of [
    ['approve', approveRequestSchema, M.approved],
    ['reject', rejectRequestSchema, M.rejected],
  ] as const) {
    app.patch(
      `/:id/${action}`,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          params: requestIdParamsSchema,
          body: body.optional(),
          response: { 200: requestResponse },
        },
      },
      async (request) => {
        const decided = await decideRequest(app.db, request.auth!.userId, request.params.id, {
          action,
          reason: request.body?.reason ?? null,
        });
        return ok({ request: decided }, message);
      },
    );
  }
};

export default requestRoutes;
