import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes';
import type { AuthDeps } from './deps';
import { sessionRoutes } from './session-routes';

/** Everything under /api/auth (spec section 7, Auth). */
const authRoutes: FastifyPluginAsync = async (app) => {
  const deps: AuthDeps = {
    db: app.db,
    secret: app.config.jwtSecret,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };
  await app.register(sessionRoutes, { deps });
  await app.register(accountRoutes, { deps });
};

export default authRoutes;
