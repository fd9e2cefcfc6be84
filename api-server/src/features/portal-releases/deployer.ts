import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { users } from '../../db/schema';
import { DEPLOY_TOKEN_ACTOR, type ReleaseActor } from './release-json';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests: equal length, so the comparison takes the same time for any guess. */
function isDeployToken(header: string | undefined, token: string | null): boolean {
  if (!token || !header) return false;
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !value) return false;
  return timingSafeEqual(digest(value), digest(token));
}

/**
 * The release routes' guard: a portal team's CI with the deploy token, or an admin. The token
 * is no session, so every other route refuses it like any unknown bearer token.
 */
export function authorizeDeployer(app: FastifyInstance): preHandlerAsyncHookHandler {
  const admin = app.authorize('admin');
  return async function deployer(request, reply) {
    if (isDeployToken(request.headers.authorization, app.config.portalDeployToken)) return;
    await admin.call(this, request, reply);
  };
}

/** Who the guard let in, as the registry and the audit log name them. */
export async function releaseActor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ReleaseActor> {
  if (!request.auth) return DEPLOY_TOKEN_ACTOR;
  const [user] = await app.db
    .select({ name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})` })
    .from(users)
    .where(eq(users.id, request.auth.userId));
  return { id: request.auth.userId, name: user?.name ?? 'Admin' };
}
