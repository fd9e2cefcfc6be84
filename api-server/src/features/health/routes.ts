import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope, failure, failureSchema, ok } from '../../lib/envelope';

const healthResponse = envelope(
  z.object({
    status: z.literal('ok'),
    database: z.object({ status: z.literal('up'), driver: z.enum(['pglite', 'postgres']) }),
  }),
);

/** GET /api/health: the API answers and its database does; 503 when the database does not. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: failureSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(failure('Database unavailable'));
      }
      return ok(
        { status: 'ok' as const, database: { status: 'up' as const, driver: app.database.driver } },
        'Grocery Store API is running',
      );
    },
  );
};

export default healthRoutes;
