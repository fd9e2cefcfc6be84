import { randomUUID } from 'node:crypto';
import { baseUrl } from './browser';

/** The administrator 01-first-visit creates through the UI (or ensureInitialized through the API). */
export const ADMIN = { name: 'Ada Admin', email: 'admin@grocery.test', password: 'AdminPass1' };
export const PASSWORD = 'Shopper1pass';

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  message?: string;
  data: T;
}

export async function callApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; base?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${init.base ?? baseUrl()}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates the first admin unless a previous test file (or 01-first-visit) already did. */
export async function ensureInitialized(base?: string): Promise<void> {
  const status = await callApi<{ initialized: boolean }>('/auth/initialization-status', { base });
  if (status.body.data.initialized) return;
  const res = await callApi('/auth/initialize', {
    base,
    body: { ...ADMIN, confirmPassword: ADMIN.password, role: 'admin' },
  });
  if (res.status !== 201 && res.status !== 200 && res.status !== 409) {
    throw new Error(`initialize answered ${res.status}: ${res.body.message}`);
  }
}

export interface Customer {
  firstName: string;
  email: string;
  password: string;
}

/** A fresh customer account made through the API, for tests that are not about registering. */
export async function createCustomer(firstName = 'Casey', base?: string): Promise<Customer> {
  await ensureInitialized(base);
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await callApi('/auth/register', {
    base,
    body: {
      role: 'customer',
      firstName,
      lastName: 'Shopper',
      name: `${firstName} Shopper`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`register answered ${res.status}: ${res.body.message}`);
  return { firstName, email, password: PASSWORD };
}

/** A bearer token for the administrator, for tests that change the catalogue behind a shopper. */
export async function adminToken(base?: string): Promise<string> {
  await ensureInitialized(base);
  const res = await callApi<{ token: string }>('/auth/login', {
    base,
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  if (res.status !== 200)
    throw new Error(`admin login answered ${res.status}: ${res.body.message}`);
  return res.body.data.token;
}
