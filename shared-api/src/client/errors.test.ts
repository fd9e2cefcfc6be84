import type { ServerResponse } from 'node:http';
import { getProduct, listProducts, login, register } from '../endpoints';
import {
  delay,
  sendJson,
  startServer,
  type SeenRequest,
  type TestServer,
} from '../test/http-server';
import { api } from './api';
import { ApiError, getErrorMessage } from './api-error';
import { configureApi, resetApiConfig } from './config';

let server: TestServer;
let respond: (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

beforeEach(async () => {
  server = await startServer((request, response) => respond(request, response));
  configureApi({ baseUrl: server.apiUrl });
});

afterEach(async () => {
  resetApiConfig();
  await server.close();
});

test('a 2xx body with success:false fails with its message', async () => {
  respond = (_, response) =>
    sendJson(response, 200, { success: false, message: 'Store is closed for stocktaking' });
  const error = await listProducts().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'envelope', message: 'Store is closed for stocktaking' });
});

test('field errors from errors[] are exposed for forms, with the server message', async () => {
  respond = (_, response) =>
    sendJson(response, 400, {
      success: false,
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'email', message: 'Please provide a valid email address' },
      ],
    });
  const error = (await register({ role: 'customer' } as never).catch(
    (e: unknown) => e,
  )) as ApiError;
  expect(error.status).toBe(400);
  expect(error.message).toBe('Validation failed');
  expect(error.fieldErrors).toEqual({
    email: 'Email is required',
    password: 'Password is required',
  });
  expect(error.errors).toHaveLength(3);
});

test("without a server message the endpoint's fallback from the spec is used", async () => {
  respond = (_, response) => {
    response.writeHead(404);
    response.end();
  };
  await expect(getProduct('p-404')).rejects.toMatchObject({
    status: 404,
    message: 'Failed to fetch product',
  });
  respond = (_, response) => sendJson(response, 503, { success: false });
  await expect(login({ email: 'a@b.co', password: 'Secret1' })).rejects.toMatchObject({
    status: 503,
    message: 'Login failed',
  });
});

test('the server message wins over the fallback', async () => {
  respond = (_, response) =>
    sendJson(response, 404, { success: false, message: 'Product not found' });
  await expect(getProduct('p-404')).rejects.toMatchObject({ message: 'Product not found' });
});

test('a bare status without message or fallback reads "Request failed with status {code}"', async () => {
  respond = (_, response) => {
    response.writeHead(418, { 'content-type': 'text/plain' });
    response.end('teapot');
  };
  const error = await api
    .post('brew')
    .json()
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    kind: 'http',
    status: 418,
    message: 'Request failed with status 418',
  });
  expect(getErrorMessage(error, 'Failed to brew')).toBe('Failed to brew');
});

test('a slow server gives the timeout message', async () => {
  configureApi({ timeout: 150 });
  respond = async (_, response) => {
    await delay(2_000);
    sendJson(response, 200, { success: true, data: {} });
  };
  await expect(listProducts()).rejects.toMatchObject({
    kind: 'timeout',
    message: 'Request timed out. Please try again.',
  });
});

test('an unreachable server gives the network message, not the fallback', async () => {
  await server.close();
  const error = await login({ email: 'a@b.co', password: 'Secret1' }).catch((e: unknown) => e);
  expect(error).toMatchObject({
    kind: 'network',
    status: 0,
    message: 'Network error. Please check your connection.',
  });
  expect(getErrorMessage(error, 'Login failed')).toBe(
    'Network error. Please check your connection.',
  );
  server = await startServer(() => undefined);
});

test('a body that is not JSON falls back to the endpoint message', async () => {
  respond = (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Grocery Store</title>');
  };
  await expect(listProducts()).rejects.toMatchObject({ message: 'Failed to fetch products' });
});

test('getErrorMessage gives the fallback for anything that is not an API error', () => {
  expect(getErrorMessage(new TypeError('x is undefined'), 'Failed to save product')).toBe(
    'Failed to save product',
  );
  expect(getErrorMessage('boom', 'Failed to save category')).toBe('Failed to save category');
});
