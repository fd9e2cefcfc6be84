import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogReadQuerySchema,
  categoryCreateSchema,
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryUpdateSchema,
} from '@grocery/shared-api';
import { answerFromCache, sendCached } from '../../lib/cached-reply';
import { catalogScope } from '../../lib/catalog-scope';
import { ok } from '../../lib/envelope';
import { writeIfMatch } from '../../lib/preconditions';
import { categoryGuard } from './category-guard';
import { categoryTree, getCategory, listCategories } from './service';
import {
  CATEGORY_WRITE_MESSAGES as M,
  createCategory,
  deleteCategory,
  updateCategory,
} from './write-category';

const tags = ['categories'];
const security = [{ bearerAuth: [] }];

/**
 * Admins change categories directly; store managers go through category requests. Writes to
 * an existing category honour If-Match (412 when the ETag sent is no longer current).
 */
const categoryWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.authorize('admin');

  app.post(
    '/',
    { onRequest, schema: { tags, security, body: categoryCreateSchema } },
    async (request, reply) => {
      const category = await createCategory(app.db, request.auth!.userId, request.body);
      return reply.code(201).send(ok({ category }, M.created));
    },
  );

  app.put(
    '/:id',
    {
      onRequest,
      schema: { tags, security, params: categoryIdParamsSchema, body: categoryUpdateSchema },
    },
    async (request) => {
      const { id } = request.params;
      const category = await writeIfMatch(app.db, request, categoryGuard(id), (db) =>
        updateCategory(db, request.auth!.userId, id, request.body),
      );
      return ok({ category }, M.updated);
    },
  );

  app.delete(
    '/:id',
    { onRequest, schema: { tags, security, params: categoryIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await writeIfMatch(app.db, request, categoryGuard(id), (db) =>
        deleteCategory(db, request.auth!.userId, id),
      );
      return ok({ id: request.params.id }, M.deleted);
    },
  );
};

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.tryAuthenticate, answerFromCache(app.db)];
  await app.register(categoryWriteRoutes);

  app.get(
    '/',
    { schema: { tags, querystring: categoryListQuerySchema }, onRequest },
    (request, reply) => {
      const scope = catalogScope(request, request.query.includeHidden);
      const query = { ...request.query, includeHidden: false };
      return sendCached(reply, app.db, `categories:${scope}:${JSON.stringify(query)}`, () =>
        listCategories(app.db, query, scope),
      );
    },
  );

  app.get(
    '/tree',
    { schema: { tags, querystring: catalogReadQuerySchema }, onRequest },
    (request, reply) => {
      const scope = catalogScope(request, request.query.includeHidden);
      return sendCached(reply, app.db, `categories:tree:${scope}`, async () => ({
        categories: await categoryTree(app.db, scope),
      }));
    },
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: categoryIdParamsSchema, querystring: catalogReadQuerySchema },
      onRequest,
    },
    (request, reply) => {
      const scope = catalogScope(request, request.query.includeHidden);
      return sendCached(reply, app.db, `category:${scope}:${request.params.id}`, async () => ({
        category: await getCategory(app.db, request.params.id, scope),
      }));
    },
  );
};

export default categoryRoutes;
