import type { FastifyInstance } from 'fastify';
import type { StoreRequest } from '@grocery/shared-api';
import { bearer, body, login, registerManager } from './accounts';

export function patch(app: FastifyInstance, url: string, payload: unknown, token: string) {
  return app.inject({ method: 'PATCH', url, payload: payload as object, headers: bearer(token) });
}

export const decide = (
  app: FastifyInstance,
  id: string,
  action: 'approve' | 'reject',
  token: string,
  payload: object = {},
) => patch(app, `/api/requests/${id}/${action}`, payload, token);

export const requestOf = (response: { json(): unknown }) =>
  body<{ request: StoreRequest }>(response as never).data.request;

/** A store manager, registered and approved through the queue, signed in. */
export async function approvedManager(app: FastifyInstance, adminToken: string) {
  const { user, request } = await registerManager(app);
  const approved = await decide(app, request.id, 'approve', adminToken);
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  const session = body<{ token: string }>(await login(app, user.email)).data;
  return { user, token: session.token };
}
