import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { logSerializers } from './lib/log-serializers';
import auth from './plugins/auth';
import compress from './plugins/compress';
import context from './plugins/context';
import errorHandler, {
  MAX_HEADER_BYTES,
  clientErrorHandler,
  frameworkErrors,
} from './plugins/error-handler';
import helmet from './plugins/helmet';
import mailer from './plugins/mailer';
import portalRegistry from './plugins/portal-registry';
import rateLimit from './plugins/rate-limit';
import staticFiles from './plugins/static';
import swagger from './plugins/swagger';
import zod from './plugins/zod';
import routes from './routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** false silences the request log (tests). */
  logger?: boolean;
}

/** The whole server: plugins first, then the API routes under /api. Does not listen. */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel, serializers: logSerializers },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Ids in our URLs are uuids; longer parameters are garbage or an attack.
    routerOptions: { maxParamLength: 200 },
    // Answers Fastify and Node give before any route runs, in the envelope too.
    frameworkErrors,
    clientErrorHandler,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
  });
  await app.register(context, { config, database });
  await app.register(zod);
  await app.register(errorHandler);
  await app.register(portalRegistry);
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(auth);
  await app.register(mailer);
  await app.register(compress);
  await app.register(staticFiles);
  await app.register(routes, { prefix: '/api' });
  return app;
}
