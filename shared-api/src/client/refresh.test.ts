import { getProfile, listProducts, login, updateProfile } from '../endpoints';
import { clearSession, getSession, setSession } from '../session/session';
import { makeSession, makeUser } from '../test/fixtures';
import { delay, sendJson, startServer, type TestServer } from '../test/http-server';
import { ApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';

let server: TestServer;
let expired: jest.Mock;
let validToken: string;
let refreshAnswer: 'rotate' | 'refuse';

beforeEach(async () => {
  validToken = 'access-2';
  refreshAnswer = 'rotate';
  server = await startServer(async (request, response) => {
    if (request.path === '/auth/refresh') {
      await delay(50);
      if (refreshAnswer === 'refuse') {
        return sendJson(response, 401, { success: false, message: 'Invalid refresh token' });
      }
      return sendJson(response, 200, {
        success: true,
        data: { token: 'access-2', refreshToken: 'refresh-2' },
      });
    }
    if (request.path === '/auth/login') {
      return sendJson(response, 401, { success: false, message: 'Invalid email or password' });
    }
    if (request.authorization !== `Bearer ${validToken}`) {
      return sendJson(response, 401, { success: false, message: 'Access token expired' });
    }
    if (request.method === 'PUT') {
      const { name } = request.body as { name: string };
      return sendJson(response, 200, { success: true, data: { user: makeUser({ name }) } });
    }
    if (request.path.startsWith('/auth/profile')) {
      return sendJson(response, 200, { success: true, data: { user: makeUser() } });
    }
    return sendJson(response, 200, {
      success: true,
      data: { products: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } },
    });
  });
  expired = jest.fn();
  configureApi({ baseUrl: server.apiUrl, onSessionExpired: expired });
  setSession(makeSession({ token: 'access-1', refreshToken: 'refresh-1' }), true);
});

afterEach(async () => {
  clearSession();
  resetApiConfig();
  await server.close();
});

test('sends the stored token as a bearer header and returns the unwrapped data', async () => {
  validToken = 'access-1';
  const result = await listProducts({ page: 1, featured: true, search: undefined });
  expect(result.pagination.total).toBe(0);
  expect(server.seen[0]).toMatchObject({
    method: 'GET',
    path: '/products?page=1&featured=true',
    authorization: 'Bearer access-1',
  });
});

test('N concurrent 401s share ONE refresh, then every request is retried once and succeeds', async () => {
  const results = await Promise.all([
    listProducts(),
    listProducts({ page: 2 }),
    getProfile(),
    updateProfile({ name: 'Jane Smith' }),
    getProfile(),
  ]);

  expect(server.count('POST', '/auth/refresh')).toBe(1);
  expect(server.seen.find((r) => r.path === '/auth/refresh')?.body).toEqual({
    refreshToken: 'refresh-1',
  });
  expect(results[3]).toMatchObject({ name: 'Jane Smith' });
  expect(server.seen.filter((r) => r.authorization === 'Bearer access-1')).toHaveLength(5);
  const retried = server.seen.filter((r) => r.authorization === 'Bearer access-2');
  expect(retried).toHaveLength(5);
  expect(retried.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Jane Smith' });
  expect(getSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  expect(JSON.parse(localStorage.getItem('grocery.session') ?? '{}')).toMatchObject({
    token: 'access-2',
    refreshToken: 'refresh-2',
  });
  expect(expired).not.toHaveBeenCalled();
});

test('a refused refresh clears the session and calls onSessionExpired once', async () => {
  refreshAnswer = 'refuse';
  const outcomes = await Promise.allSettled([listProducts(), getProfile(), listProducts()]);

  for (const outcome of outcomes) {
    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Access token expired');
  }
  expect(server.count('POST', '/auth/refresh')).toBe(1);
  expect(getSession()).toBeNull();
  expect(localStorage.getItem('grocery.session')).toBeNull();
  expect(expired).toHaveBeenCalledTimes(1);
});

test('without a refresh token the session ends at once, with no refresh call', async () => {
  setSession(makeSession({ token: 'access-1', refreshToken: '' }), false);
  await expect(listProducts()).rejects.toMatchObject({ status: 401 });
  expect(server.count('POST', '/auth/refresh')).toBe(0);
  expect(getSession()).toBeNull();
  expect(sessionStorage.getItem('grocery.session')).toBeNull();
  expect(expired).toHaveBeenCalledTimes(1);
});

test('a 401 from /auth/login is wrong credentials: no refresh, no redirect', async () => {
  clearSession();
  await expect(login({ email: 'jane@example.com', password: 'Wrong1' })).rejects.toMatchObject({
    status: 401,
    message: 'Invalid email or password',
  });
  expect(server.count('POST', '/auth/refresh')).toBe(0);
  expect(expired).not.toHaveBeenCalled();
});

test('a guest getting a 401 is not redirected', async () => {
  clearSession();
  await expect(getProfile()).rejects.toMatchObject({ status: 401 });
  expect(server.count('POST', '/auth/refresh')).toBe(0);
  expect(expired).not.toHaveBeenCalled();
});

test('a refresh that cannot reach the server fails the request but keeps the session', async () => {
  await server.close();
  server = await startServer((request, response) => {
    if (request.path === '/auth/refresh') {
      response.socket?.destroy();
      return;
    }
    sendJson(response, 401, { success: false, message: 'Access token expired' });
  });
  configureApi({ baseUrl: server.apiUrl });
  await expect(updateProfile({ name: 'Jane Smith' })).rejects.toMatchObject({
    kind: 'network',
    message: 'Network error. Please check your connection.',
  });
  expect(getSession()?.token).toBe('access-1');
  expect(expired).not.toHaveBeenCalled();
});
