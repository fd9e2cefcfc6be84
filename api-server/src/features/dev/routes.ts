import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { ForbiddenError } from '../../lib/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const query = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxResponse = envelope(
  z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        body: z.string(),
        sentAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
);

/**
 * GET /api/dev/outbox: recent mails, newest first, optionally only those to `to`. Registered
 * only when DEV_OUTBOX=true outside production, so development and the e2e suite can follow a
 * password-reset link without a mail server. The mails hold live reset links: it is left out
 * of the API docs and answers only this machine (which, behind a proxy on the same host, is
 * everyone: hence the explicit setting).
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: async (request) => {
        if (!LOOPBACK.has(request.ip)) {
          throw new ForbiddenError('The development outbox is only available from this machine');
        }
      },
      schema: { hide: true, tags: ['dev'], querystring: query, response: { 200: outboxResponse } },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.recipient, to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
      return ok({
        messages: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
          sentAt: row.sentAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  );
};

export default devRoutes;
