import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productCreateSchema,
  productIdParamsSchema,
  productStockSchema,
  productUpdateSchema,
  type ProductCreateData,
  type ProductUpdateData,
} from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import {
  PRODUCT_WRITE_MESSAGES as M,
  createProduct,
  deleteProduct,
  setStock,
  updateProduct,
} from './write-product';

const tags = ['products'];
const security = [{ bearerAuth: [] }];

/** Admins and store managers manage products; a manager only the ones it added. */
const productWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.authorize('admin', 'store_manager');

  app.post(
    '/',
    { onRequest, schema: { tags, security, body: productCreateSchema } },
    async (request, reply) => {
      const product = await createProduct(app.db, request.body as ProductCreateData, request.auth!);
      return reply.code(201).send(ok({ product }, M.created));
    },
  );

  app.put(
    '/:id',
    {
      onRequest,
      schema: { tags, security, params: productIdParamsSchema, body: productUpdateSchema },
    },
    async (request) => {
      const input = request.body as ProductUpdateData;
      return ok(
        { product: await updateProduct(app.db, request.params.id, input, request.auth!) },
        M.updated,
      );
    },
  );

  app.patch(
    '/:id/stock',
    {
      onRequest,
      schema: { tags, security, params: productIdParamsSchema, body: productStockSchema },
    },
    async (request) => {
      const product = await setStock(app.db, request.params.id, request.body.stock, request.auth!);
      return ok({ product }, M.stockUpdated);
    },
  );

  app.delete(
    '/:id',
    { onRequest, schema: { tags, security, params: productIdParamsSchema } },
    async (request) => {
      await deleteProduct(app.db, request.params.id, request.auth!);
      return ok({ id: request.params.id }, M.deleted);
    },
  );
};

export default productWriteRoutes;
