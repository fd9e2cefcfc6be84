import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './features/auth/routes';
import categoryRoutes from './features/categories/routes';
import devRoutes from './features/dev/routes';
import healthRoutes from './features/health/routes';
import productRoutes from './features/products/routes';

/** Every feature's routes, mounted under /api by buildApp. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  if (app.config.devOutbox && app.config.env !== 'production') await app.register(devRoutes);
};

export default routes;
