import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { logSerializers } from './lib/log-serializers';
import auth from './plugins/auth';
import changeFeed from './plugins/change-feed';
import compress from './plugins/compress';
import context from './plugins/context';
import errorHandler, {
  MAX_HEADER_BYTES,
  clientErrorHandler,
  frameworkErrors,
} from './plugins/error-handler';
import fairShare from './plugins/fair-share';
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
    // A body trickled in (a byte every few seconds) is cut off with a 408 after requestTimeout,
    // checked every connectionsCheckingInterval; Node applies it only while headersTimeout is
    // no longer than it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
  });
  await app.register(context, { config, database });
  await app.register(changeFeed);
  await app.register(zod);
  await app.register(errorHandler);
  await app.register(portalRegistry);
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(fairShare);
  await app.register(swagger);
  await app.register(auth);
  await app.register(mailer);
  await app.register(compress);
  await app.register(staticFiles);
  await app.register(routes, { prefix: '/api' });
  return app;
}
