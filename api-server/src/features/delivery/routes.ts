import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES as M,
  deliveryScheduleSchema,
  deliverySlotParamsSchema,
  deliverySlotsQuerySchema,
} from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { adminSlots, slotWithOrders } from './admin-slots';
import { holdSlot } from './hold-slot';
import { listSlots } from './list-slots';
import { readSchedule, scheduleJson, syncTimeZone } from '../../lib/delivery/schedule';
import { invalidateSlotLists } from '../../lib/delivery/slot-list-cache';
import {
  adminSlotsResponse,
  holdResponse,
  scheduleChangeResponse,
  scheduleResponse,
  slotOrdersResponse,
  slotsResponse,
} from './schemas';
import { writeSchedule } from './write-schedule';

const tags = ['delivery'];
const security = [{ bearerAuth: [] }];

/** Shoppers list and hold slots; admins keep the schedule and read each slot's orders. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  await syncTimeZone(app.db, app.config.storeTimeZone);
  const limits = app.config.deliveryCapacityLimits;
  const admin = app.authorize('admin');

  app.get(
    '/slots',
    { schema: { tags, querystring: deliverySlotsQuerySchema, response: { 200: slotsResponse } } },
    async (request) => ok(await listSlots(app.db, request.query, limits)),
  );

  app.post(
    '/slots/:id/hold',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: deliverySlotParamsSchema, response: { 200: holdResponse } },
    },
    async (request) => {
      const hold = await holdSlot(app.db, request.auth!.userId, request.params.id, limits);
      invalidateSlotLists(app.db);
      return ok({ hold }, M.held);
    },
  );

  app.get(
    '/schedule',
    { onRequest: admin, schema: { tags, security, response: { 200: scheduleResponse } } },
    async () => ok({ schedule: scheduleJson(await readSchedule(app.db)) }),
  );

  app.put(
    '/schedule',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        body: deliveryScheduleSchema,
        response: { 200: scheduleChangeResponse },
      },
    },
    async (request) => {
      const change = await writeSchedule(app.db, request.auth!.userId, request.body);
      invalidateSlotLists(app.db);
      return ok(change, M.scheduleSaved);
    },
  );

  app.get(
    '/admin/slots',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        querystring: deliverySlotsQuerySchema,
        response: { 200: adminSlotsResponse },
      },
    },
    async (request) => ok(await adminSlots(app.db, request.query, limits)),
  );

  app.get(
    '/admin/slots/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        params: deliverySlotParamsSchema,
        response: { 200: slotOrdersResponse },
      },
    },
    async (request) => ok(await slotWithOrders(app.db, request.params.id, limits)),
  );
};

export default deliveryRoutes;
