import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogReadQuerySchema,
  categoryIdParamsSchema,
  productIdParamsSchema,
  productListQuerySchema,
  type ProductListQuery,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { answerFromCache, sendCached } from '../../lib/cached-reply';
import { catalogScope } from '../../lib/catalog-scope';
import { getProduct } from './get-product';
import { listProducts } from './list-products';
import productWriteRoutes from './write-routes';

const tags = ['products'];

/** One cache entry per distinct answer: the scope decides visibility, search case is moot. */
function normalize(query: ProductListQuery): ProductListQuery {
  return {
    ...query,
    includeHidden: false,
    search: query.search?.toLowerCase().replace(/\s+/g, ' '),
  };
}

function sendList(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: ProductListQuery,
  categoryRoute = false,
) {
  const scope = catalogScope(request, raw.includeHidden);
  const query = normalize(raw);
  const key = `products:${categoryRoute}:${scope}:${JSON.stringify(query)}`;
  const byStock = query.lowStock || query.sort === 'stock';
  return sendCached(reply, db, key, () => listProducts(db, query, scope, categoryRoute), byStock);
}

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = { tags, querystring: productListQuerySchema };
  const onRequest = [app.tryAuthenticate, answerFromCache(app.db)];
  await app.register(productWriteRoutes);

  app.get('/', { schema: listSchema, onRequest }, (request, reply) =>
    sendList(app.db, request, reply, request.query),
  );

  app.get('/search', { schema: listSchema, onRequest }, (request, reply) =>
    sendList(app.db, request, reply, request.query),
  );

  app.get(
    '/category/:id',
    { schema: { ...listSchema, params: categoryIdParamsSchema }, onRequest },
    (request, reply) =>
      sendList(app.db, request, reply, { ...request.query, category: request.params.id }, true),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: productIdParamsSchema, querystring: catalogReadQuerySchema },
      onRequest,
    },
    (request, reply) => {
      const scope = catalogScope(request, request.query.includeHidden);
      return sendCached(reply, app.db, `product:${scope}:${request.params.id}`, async () => ({
        product: await getProduct(app.db, request.params.id, scope),
      }));
    },
  );
};

export default productRoutes;
