import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { listAudit } from './service';

/** GET /api/audit: who changed what and when, with the entity before and after. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authorize('admin', 'store_manager'),
      schema: {
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        querystring: auditListQuerySchema,
      },
    },
    async (request) => ok(await listAudit(app.db, request.query, request.auth!)),
  );
};

export default auditRoutes;
