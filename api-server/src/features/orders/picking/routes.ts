import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PICKING_MESSAGES as M,
  pickingItemParamsSchema,
  pickingOrderParamsSchema,
  pickListQuerySchema,
  pickRecordSchema,
} from '@grocery/shared-api';
import { checkoutPricing } from '../../../lib/checkout-pricing';
import { ok } from '../../../lib/envelope';
import type { PaymentProvider } from '../../../lib/payment-provider';
import type { OrderDeps } from '../deps';
import { packOrder } from './pack-order';
import { pickList } from './pick-list';
import { pickingOrder, startPicking } from './picking-order';
import { recordPick } from './record-pick';
import { orderResponse, pickingOrderResponse, pickListResponse } from './schemas';

const tags = ['picking'];
const security = [{ bearerAuth: [] }];

/** Staff pick orders: admins and store managers (who fulfil the store's orders); others 403. */
const pickingRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  const deps: OrderDeps = {
    db: app.db,
    provider,
    mailer: app.mailer,
    log: app.log,
    pricing: checkoutPricing(app.config),
    limits: app.config.orderLimits,
    deliveryLimits: app.config.deliveryCapacityLimits,
  };
  const staff = app.authorize('admin', 'store_manager');

  app.get(
    '/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        querystring: pickListQuerySchema,
        response: { 200: pickListResponse },
      },
    },
    async (request) => ok(await pickList(app.db, request.query)),
  );

  const order = { tags, security, params: pickingOrderParamsSchema };
  app.get(
    '/orders/:id',
    { onRequest: staff, schema: { ...order, response: { 200: pickingOrderResponse } } },
    async (request) => ok(await pickingOrder(app.db, request.params.id)),
  );

  app.post(
    '/orders/:id/start',
    { onRequest: staff, schema: { ...order, response: { 200: orderResponse } } },
    async (request) => ok({ order: await startPicking(app.db, request.params.id) }, M.started),
  );

  app.put(
    '/orders/:id/items/:itemId',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        params: pickingItemParamsSchema,
        body: pickRecordSchema,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return ok({ order: await recordPick(app.db, id, itemId, request.body) }, M.recorded);
    },
  );

  app.post(
    '/orders/:id/pack',
    { onRequest: staff, schema: { ...order, response: { 200: orderResponse } } },
    async (request) =>
      ok({ order: await packOrder(deps, request.params.id, request.auth!.userId) }, M.packed),
  );
};

export default pickingRoutes;
