import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageQuerySchema,
  productCreateSchema,
  productIdParamsSchema,
  productStockSchema,
  productUpdateSchema,
  type ProductCreateData,
  type ProductStockData,
  type ProductUpdateData,
} from '@grocery/shared-api';
import { ok } from '../../lib/envelope';
import { writeIfMatch } from '../../lib/preconditions';
import { lowStockProducts } from './low-stock';
import { productGuard } from './product-guard';
import {
  PRODUCT_WRITE_MESSAGES as M,
  changeStock,
  createProduct,
  deleteProduct,
  updateProduct,
} from './write-product';

const tags = ['products'];
const security = [{ bearerAuth: [] }];

/**
 * Admins and store managers manage products; a manager only the ones it added. Every write to
 * an existing product honours If-Match (412 when the ETag sent is no longer current).
 */
const productWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.authorize('admin', 'store_manager');

  app.get(
    '/low-stock',
    { onRequest, schema: { tags, security, querystring: pageQuerySchema.pick({ limit: true }) } },
    async (request) => ok(await lowStockProducts(app.db, request.query.limit)),
  );

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
      const { id } = request.params;
      const product = await writeIfMatch(app.db, request, productGuard(id), (db) =>
        updateProduct(db, id, input, request.auth!),
      );
      return ok({ product }, M.updated);
    },
  );

  app.patch(
    '/:id/stock',
    {
      onRequest,
      schema: { tags, security, params: productIdParamsSchema, body: productStockSchema },
    },
    async (request) => {
      const { id } = request.params;
      const change = request.body as ProductStockData;
      const product = await writeIfMatch(app.db, request, productGuard(id), (db) =>
        changeStock(db, id, change, request.auth!),
      );
      return ok({ product }, M.stockUpdated);
    },
  );

  app.delete(
    '/:id',
    { onRequest, schema: { tags, security, params: productIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await writeIfMatch(app.db, request, productGuard(id), (db) =>
        deleteProduct(db, id, request.auth!),
      );
      return ok({ id: request.params.id }, M.deleted);
    },
  );
};

export default productWriteRoutes;
