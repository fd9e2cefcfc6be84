import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './features/addresses/routes';
import authRoutes from './features/auth/routes';
import categoryRoutes from './features/categories/routes';
import deliveryRoutes from './features/delivery/routes';
import devRoutes from './features/dev/routes';
import healthRoutes from './features/health/routes';
import newsletterRoutes from './features/newsletter/routes';
import orderRoutes from './features/orders/routes';
import pickingRoutes from './features/orders/picking/routes';
import paymentRoutes from './features/payments/routes';
import { testModeProvider } from './features/payments/provider';
import portalReleaseRoutes from './features/portal-releases/routes';
import productRoutes from './features/products/routes';
import accountRequestRoutes from './features/requests/account-routes';
import requestRoutes from './features/requests/routes';
import auditRoutes from './features/audit/routes';
import uploadRoutes from './features/uploads/routes';

/** Every feature's routes, mounted under /api by buildApp. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(newsletterRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(accountRequestRoutes, { prefix: '/auth' });
  await app.register(requestRoutes, { prefix: '/requests' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(uploadRoutes, { prefix: '/uploads' });
  await app.register(portalReleaseRoutes, { prefix: '/portal-releases' });
  await app.register(productRoutes, { prefix: '/products' });
  await app.register(categoryRoutes, { prefix: '/categories' });
  await app.register(addressRoutes, { prefix: '/addresses' });
  await app.register(paymentRoutes, { prefix: '/payments', provider: testModeProvider });
  await app.register(deliveryRoutes, { prefix: '/delivery' });
  await app.register(orderRoutes, { prefix: '/orders', provider: testModeProvider });
  await app.register(pickingRoutes, { prefix: '/picking', provider: testModeProvider });
  if (app.config.devOutbox && app.config.env !== 'production') await app.register(devRoutes);
};

export default routes;
