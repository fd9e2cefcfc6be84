import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type OrderLimits,
  PAYMENT_METHODS,
  paymentCaptureSchema,
  paymentProcessSchema,
  paymentRefundSchema,
} from '@grocery/shared-api';
import { checkoutPricing } from '../../lib/checkout-pricing';
import { ok } from '../../lib/envelope';
import type { PaymentProvider } from '../../lib/payment-provider';
import { processPayment } from './process-payment';
import {
  PAYMENT_MESSAGES_SERVER as M,
  capturePayment,
  paymentStatus,
  refundPayment,
} from './service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

const KEY_MESSAGE = 'Idempotency-Key must be 1-200 visible characters';
const processHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, KEY_MESSAGE)
    .optional(),
});
const statusParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The request body (card number, CVV, expiry) is never logged: the request log serializer
 * writes only method, URL, host and address (lib/log-serializers.ts).
 */
const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  const onRequest = app.authenticate;
  const pricing = checkoutPricing(app.config);
  const orderLimits: OrderLimits = { maxLineQuantity: app.config.orderLimits.maxLineQuantity };

  // Public: a guest's product page and cart show the per-order cap before anyone signs in.
  app.get('/methods', { schema: { tags } }, async () =>
    ok({ methods: PAYMENT_METHODS, pricing, orderLimits }),
  );

  app.post(
    '/process',
    { onRequest, schema: { tags, security, headers: processHeaders, body: paymentProcessSchema } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const result = await processPayment(
        app.db,
        provider,
        request.auth!.userId,
        request.body,
        key,
      );
      return ok({ result });
    },
  );

  app.post(
    '/capture',
    { onRequest, schema: { tags, security, body: paymentCaptureSchema } },
    async (request) =>
      ok(
        { result: await capturePayment(app.db, provider, request.auth!, request.body) },
        M.captured,
      ),
  );

  app.post(
    '/refund',
    { onRequest, schema: { tags, security, body: paymentRefundSchema } },
    async (request) =>
      ok(
        { result: await refundPayment(app.db, provider, request.auth!, request.body) },
        M.refunded,
      ),
  );

  app.get(
    '/status/:id',
    { onRequest, schema: { tags, security, params: statusParams } },
    async (request) =>
      ok({ result: await paymentStatus(app.db, request.params.id, request.auth!) }),
  );
};

export default paymentRoutes;
