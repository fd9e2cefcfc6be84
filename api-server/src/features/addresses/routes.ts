import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressSchema } from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import {
  ADDRESS_MESSAGES as M,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './service';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];
/** Saved ids are uuids and order-derived ones `order-<uuid>`; the service tells them apart. */
const params = z.object({ id: z.string().min(1).max(100) });

/** The signed-in shopper's own addresses; another user's id is answered 404. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.authenticate;

  app.get('/', { onRequest, schema: { tags, security } }, async (request) =>
    ok({ addresses: await listAddresses(app.db, request.auth!.userId) }),
  );

  app.post(
    '/',
    { onRequest, schema: { tags, security, body: addressSchema } },
    async (request, reply) => {
      const address = await createAddress(app.db, request.auth!.userId, request.body);
      return reply.code(201).send(ok({ address }, M.created));
    },
  );

  app.put(
    '/:id',
    { onRequest, schema: { tags, security, params, body: addressSchema } },
    async (request) => {
      const { userId } = request.auth!;
      const address = await updateAddress(app.db, userId, request.params.id, request.body);
      return ok({ address }, M.updated);
    },
  );

  app.put('/:id/default', { onRequest, schema: { tags, security, params } }, async (request) => {
    const address = await setDefaultAddress(app.db, request.auth!.userId, request.params.id);
    return ok({ address }, M.defaultSet);
  });

  app.delete('/:id', { onRequest, schema: { tags, security, params } }, async (request) => {
    await deleteAddress(app.db, request.auth!.userId, request.params.id);
    return ok({ id: request.params.id }, M.deleted);
  });
};

export default addressRoutes;
