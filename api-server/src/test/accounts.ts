import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Session, User } from '@grocery/shared-api';

export const PASSWORD = 'Secret123';

/** A unique address per call, so tests sharing one database never collide. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function body<T = unknown>(
  response: LightMyRequestResponse,
): {
  success: boolean;
  message?: string;
  data: T;
  errors?: { field: string; message: string }[];
} {
  return response.json();
}

export function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

export function put(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

export function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

export const customerPayload = (overrides: Record<string, unknown> = {}) => ({
  role: 'customer',
  firstName: 'Carla',
  lastName: 'Customer',
  email: uniqueEmail('customer'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

export const managerPayload = (overrides: Record<string, unknown> = {}) => ({
  ...customerPayload({ email: uniqueEmail('manager') }),
  role: 'store_manager',
  firstName: 'Mario',
  lastName: 'Manager',
  phone: '+1 (555) 123-4567',
  storeName: 'Green Corner',
  storeAddress: '12 Market Street, Springfield',
  reason: 'I run a grocery shop and want to sell online.',
  experience: '10 years',
  ...overrides,
});

/** Creates the first admin (the database must be uninitialized) and returns its session. */
export async function initializeAdmin(
  app: FastifyInstance,
  email = uniqueEmail('admin'),
): Promise<Session> {
  const response = await post(app, '/api/auth/initialize', {
    name: 'Ada Admin',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (response.statusCode !== 201) throw new Error(`initialize failed: ${response.body}`);
  return body<Session>(response).data;
}

const setUp = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * Registration is refused until the store is set up, so the register helpers set it up first
 * when a test has not: once per app, shared by concurrent callers (a second initialization
 * would be a 409). A test that needs the admin's session calls initializeAdmin itself, first.
 */
export function ensureInitialized(app: FastifyInstance): Promise<void> {
  let pending = setUp.get(app);
  if (!pending) {
    pending = (async () => {
      const status = await get(app, '/api/auth/initialization-status');
      if (!body<{ initialized: boolean }>(status).data.initialized) await initializeAdmin(app);
    })();
    setUp.set(app, pending);
  }
  return pending;
}

export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Session> {
  await ensureInitialized(app);
  const response = await post(app, '/api/auth/register', customerPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return body<Session>(response).data;
}

export async function registerManager(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ user: User; request: { id: string } }> {
  await ensureInitialized(app);
  const response = await post(app, '/api/auth/register', managerPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return body<{ user: User; request: { id: string } }>(response).data;
}

export function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  rememberMe?: boolean,
) {
  return post(app, '/api/auth/login', { email, password, rememberMe });
}
