import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  portalParamsSchema,
  portalReleaseSchema,
  portalReportSchema,
  promotePortalSchema,
} from '@grocery/shared-api';
import { envelope, ok } from '../../lib/envelope';
import { authorizeDeployer, releaseActor } from './deployer';
import { listPortals, recordReport } from './list-releases';
import { promoteRelease, rollbackRelease } from './promote-release';
import { checkRelease, registerRelease } from './register-release';
import { portalListSchema, portalStateSchema, releaseSchema } from './response-schemas';
import type { PortalState } from './registry-state';

const stateJson = (state: PortalState) => ({
  live: state.live?.version ?? null,
  canary: state.canary
    ? { version: state.canary.release.version, percent: state.canary.percent }
    : null,
  previous: state.previous?.version ?? null,
});

/**
 * /api/portal-releases: the registry of each portal's builds, which one is live, the canary,
 * and rollbacks. For an admin, or a portal team's CI with PORTAL_DEPLOY_TOKEN.
 */
const portalReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const deployer = authorizeDeployer(app);
  const security = [{ bearerAuth: [] }];
  const tags = ['portal-releases'];

  app.get(
    '/',
    {
      onRequest: deployer,
      schema: { tags, security, response: { 200: envelope(portalListSchema) } },
    },
    async () => ok({ portals: await listPortals(app.db) }),
  );

  const releaseResponse = envelope(z.object({ release: releaseSchema }));
  app.post(
    '/',
    {
      onRequest: deployer,
      schema: {
        tags,
        security,
        body: portalReleaseSchema,
        response: { 200: releaseResponse, 201: releaseResponse },
      },
    },
    async (request, reply) => {
      checkRelease(request.body, {
        origins: app.config.portalOrigins,
        shell: app.portalRegistry.shell,
      });
      const actor = await releaseActor(app, request);
      const { release, created } = await registerRelease(app.db, request.body, actor);
      reply.code(created ? 201 : 200);
      return ok({ release }, created ? 'Release published' : 'Release already published');
    },
  );

  const stateResponse = envelope(z.object({ portal: portalStateSchema }));
  app.put(
    '/:portal/live',
    {
      onRequest: deployer,
      schema: {
        tags,
        security,
        params: portalParamsSchema,
        body: promotePortalSchema,
        response: { 200: stateResponse },
      },
    },
    async (request) => {
      const actor = await releaseActor(app, request);
      const state = await promoteRelease(app.db, request.params.portal, request.body, actor);
      app.portalRegistry.changed();
      return ok({ portal: stateJson(state) });
    },
  );

  app.post(
    '/:portal/rollback',
    {
      onRequest: deployer,
      schema: { tags, security, params: portalParamsSchema, response: { 200: stateResponse } },
    },
    async (request) => {
      const actor = await releaseActor(app, request);
      const state = await rollbackRelease(app.db, request.params.portal, actor);
      app.portalRegistry.changed();
      return ok({ portal: stateJson(state) });
    },
  );

  // Sent by any browser (navigator.sendBeacon carries no token), so limited like logins.
  app.post(
    '/reports',
    {
      config: app.authRateLimit,
      schema: {
        tags,
        body: portalReportSchema,
        response: { 202: envelope(z.object({ received: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await recordReport(app.db, request.body);
      reply.code(202);
      return ok({ received: true as const });
    },
  );
};

export default portalReleaseRoutes;
