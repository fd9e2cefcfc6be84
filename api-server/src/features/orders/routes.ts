import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES,
  orderCancelSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderStatusSchema,
  orderUpdateSchema,
  ORDER_UPDATE_MESSAGES,
  PICKING_MESSAGES,
  substitutionSchema,
  type Order,
} from '@grocery/shared-api';
import { invalidateProductStock } from '../../lib/catalog-cache';
import { invalidateSlotLists } from '../../lib/delivery/slot-list-cache';
import { checkoutPricing } from '../../lib/checkout-pricing';
import { ok } from '../../lib/envelope';
import { answerTag, writeIfMatch } from '../../lib/preconditions';
import type { PaymentProvider } from '../../lib/payment-provider';
import { cancelOrder, changeOrderStatus } from './change-status';
import { createOrder } from './create-order';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import { getOrder, listOrders } from './list-orders';
import { orderGuard } from './order-guard';
import { orderResponse } from './picking/schemas';
import { orderStats } from './stats';
import { rejectSubstitution, updateSubstitution } from './substitution';
import { updateOrder } from './update-order';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().min(1).max(100) });

/** Shoppers place, read, re-address and cancel their own orders; admins list, move and count them all. */
const orderRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
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
  const signedIn = app.authenticate;
  const admin = app.authorize('admin');
  // Orders change the stock of their products, which the catalogue shows, and nothing else of
  // it; and places in delivery slots.
  const stockChanged = (order: Order) => {
    invalidateProductStock(
      app.db,
      order.items.flatMap((item) => (item.productId ? [item.productId] : [])),
    );
    invalidateSlotLists(app.db);
  };

  app.post(
    '/',
    { onRequest: signedIn, schema: { tags, security, body: orderCreateSchema } },
    async (request, reply) => {
      const { order, created } = await app.fairShare(request, () =>
        createOrder(deps, request.auth!.userId, request.body),
      );
      if (created) stockChanged(order);
      return reply.code(created ? 201 : 200).send(ok({ order }, M.placed));
    },
  );

  const myOrders = {
    onRequest: signedIn,
    schema: { tags, security, querystring: orderListQuerySchema },
  };
  app.get('/my-orders', myOrders, async (request) =>
    ok(await listOrders(app.db, request.query, request.auth!.userId)),
  );
  app.get('/history', myOrders, async (request) =>
    ok(await listOrders(app.db, request.query, request.auth!.userId)),
  );

  app.get('/stats/overview', { onRequest: admin, schema: { tags, security } }, async () =>
    ok({ stats: await orderStats(app.db) }),
  );

  app.get(
    '/',
    { onRequest: admin, schema: { tags, security, querystring: orderListQuerySchema } },
    async (request) => ok(await listOrders(app.db, request.query, null)),
  );

  // The ETag lets a client send If-Match with a change, so it never overwrites one it has not seen.
  app.get(
    '/:id',
    { onRequest: signedIn, schema: { tags, security, params } },
    async (request, reply) => {
      const data = { order: await getOrder(app.db, request.params.id, request.auth!) };
      reply.header('etag', `W/"${answerTag(data)}"`).header('cache-control', 'private, no-cache');
      return ok(data);
    },
  );

  app.put(
    '/:id',
    { onRequest: signedIn, schema: { tags, security, params, body: orderUpdateSchema } },
    async (request) => {
      const { id } = request.params;
      const auth = request.auth!;
      const order = await writeIfMatch(app.db, request, orderGuard(id, auth), (db) =>
        updateOrder(db, auth, id, request.body, deps.deliveryLimits, app.config.storeTimeZone),
      );
      const moved = request.body.deliverySlotId && !request.body.shippingAddress;
      if (request.body.deliverySlotId) invalidateSlotLists(app.db);
      return ok({ order }, moved ? DELIVERY_MESSAGES.slotChanged : ORDER_UPDATE_MESSAGES.updated);
    },
  );

  const item = z.object({ id: z.string().min(1).max(100), itemId: z.string().min(1).max(100) });
  app.put(
    '/:id/items/:itemId/substitution',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        params: item,
        body: substitutionSchema,
        response: { 200: orderResponse },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const order = await updateSubstitution(deps, request.auth!, id, itemId, request.body);
      return ok({ order }, PICKING_MESSAGES.substitutionSaved);
    },
  );

  app.post(
    '/:id/items/:itemId/reject-substitution',
    {
      onRequest: signedIn,
      schema: { tags, security, params: item, response: { 200: orderResponse } },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const order = await rejectSubstitution(deps, request.auth!, id, itemId);
      return ok({ order }, PICKING_MESSAGES.rejected(order.payment !== null));
    },
  );

  app.put(
    '/:id/cancel',
    { onRequest: signedIn, schema: { tags, security, params, body: orderCancelSchema } },
    async (request) => {
      const order = await cancelOrder(deps, request.auth!, request.params.id, request.body.reason);
      stockChanged(order);
      return ok({ order }, M.cancelled);
    },
  );

  app.put(
    '/:id/status',
    { onRequest: admin, schema: { tags, security, params, body: orderStatusSchema } },
    async (request) => {
      const { status, note } = request.body;
      const order = await changeOrderStatus(deps, request.auth!, request.params.id, status, note);
      if (status === 'cancelled') stockChanged(order);
      return ok({ order }, status === 'cancelled' ? M.cancelled : M.statusUpdated);
    },
  );
};

export default orderRoutes;
