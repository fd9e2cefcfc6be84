import type { ServerResponse } from 'node:http';
import { configureApi, resetApiConfig } from '../client/config';
import type { Session } from '../types';
import { makeSession, makeUser } from '../test/fixtures';
import { sendJson, startServer, type TestServer } from '../test/http-server';
import { appStore } from '../session/app-store';
import { bootstrapSession, resetBootstrap, sessionStatusAtom } from './bootstrap';
import {
  initializationErrorAtom,
  initializedAtom,
  loadInitializationStatus,
  markInitialized,
} from './initialization';
import { SESSION_STORAGE_KEY, clearSession, getSession, setSession } from '../session/session';

let server: TestServer;
let respond: (path: string, response: ServerResponse) => void;

beforeEach(async () => {
  server = await startServer((request, response) => respond(request.path, response));
  configureApi({ baseUrl: server.apiUrl, onSessionExpired: () => undefined });
  resetBootstrap();
});

afterEach(async () => {
  clearSession();
  resetApiConfig();
  await server.close();
});

const profileFails = (_: string, response: ServerResponse) =>
  sendJson(response, 404, { success: false, message: 'User not found' });

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A stored token whose user was lost (older client, hand-edited storage). */
function storeTokenWithoutUser() {
  setSession({ ...makeSession(), user: null } as unknown as Session, true);
  expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').user).toBeNull();
}

test('a stored token with no user fetches the profile', async () => {
  storeTokenWithoutUser();
  respond = (_, response) =>
    sendJson(response, 200, { success: true, data: { user: makeUser({ firstName: 'Ann' }) } });
  expect(appStore.get(sessionStatusAtom)).toBe('pending');
  await bootstrapSession();
  expect(appStore.get(sessionStatusAtom)).toBe('ready');
  expect(getSession()?.user?.firstName).toBe('Ann');
  expect(server.count('GET', '/auth/profile')).toBe(1);
});

test('a role changed on the server renews the access token before the new role is used', async () => {
  setSession(makeSession({ user: makeUser({ role: 'customer' }) }), true);
  respond = (path, response) =>
    path === '/auth/profile'
      ? sendJson(response, 200, {
          success: true,
          data: { user: makeUser({ role: 'store_manager' }) },
        })
      : sendJson(response, 200, {
          success: true,
          data: { token: 'manager-token', refreshToken: 'manager-refresh' },
        });
  await bootstrapSession();
  await waitFor(() => getSession()?.user?.role === 'store_manager');
  expect(getSession()?.token).toBe('manager-token');
  expect(server.count('POST', '/auth/refresh')).toBe(1);
});

test('a stored token with no user is cleared when the profile fetch fails', async () => {
  storeTokenWithoutUser();
  respond = profileFails;
  await bootstrapSession();
  expect(getSession()).toBeNull();
  expect(appStore.get(sessionStatusAtom)).toBe('ready');
});

test('a stored user is used at once and kept when the profile fetch fails', async () => {
  setSession(makeSession(), true);
  respond = profileFails;
  await bootstrapSession();
  expect(appStore.get(sessionStatusAtom)).toBe('ready');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(getSession()?.user?.email).toBe('jane@example.com');
});

test('no stored session: ready at once, no call', async () => {
  await bootstrapSession();
  expect(appStore.get(sessionStatusAtom)).toBe('ready');
  expect(server.seen).toHaveLength(0);
});

test('initialization state: null while loading, then the server answer; one call for many', async () => {
  respond = (_, response) =>
    sendJson(response, 200, { success: true, data: { initialized: false } });
  expect(appStore.get(initializedAtom)).toBeNull();
  const results = await Promise.all([loadInitializationStatus(), loadInitializationStatus()]);
  expect(results).toEqual([false, false]);
  expect(appStore.get(initializedAtom)).toBe(false);
  expect(server.count('GET', '/auth/initialization-status')).toBe(1);
  markInitialized();
  expect(appStore.get(initializedAtom)).toBe(true);
});

test('initialization state failure keeps null and sets the spec message', async () => {
  appStore.set(initializedAtom, null);
  respond = (_, response) => {
    response.writeHead(404);
    response.end();
  };
  expect(await loadInitializationStatus()).toBeNull();
  expect(appStore.get(initializedAtom)).toBeNull();
  expect(appStore.get(initializationErrorAtom)).toBe('Failed to check initialization status');
});
