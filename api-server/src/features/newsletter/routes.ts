import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES, newsletterSchema } from '@grocery/shared-api';
import { envelope, ok } from '../../lib/envelope';
import { subscribe } from './service';

const subscriptionResponse = envelope(
  z.object({ subscription: z.object({ email: z.string(), createdAt: z.string() }) }),
);

/** POST /api/newsletter: the landing page's sign-up, public and rate-limited like the other public writes. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: app.authRateLimit,
      schema: {
        tags: ['newsletter'],
        body: newsletterSchema,
        response: { 200: subscriptionResponse, 201: subscriptionResponse },
      },
    },
    async (request, reply) => {
      const { subscription, created } = await subscribe(app.db, request.body.email);
      reply.code(created ? 201 : 200);
      return ok(
        { subscription },
        created ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed,
      );
    },
  );
};

export default newsletterRoutes;
