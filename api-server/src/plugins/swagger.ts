import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Grocery Store API',
          description:
            'Envelope: { success, message?, data } or { success: false, message, errors? }',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    const secure = app.config.publicUrl.startsWith('https:');
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // Over plain http (a LAN address) upgrading every asset to https would blank the page.
      transformStaticCSP: (header) =>
        secure ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger', dependencies: ['context'] },
);
