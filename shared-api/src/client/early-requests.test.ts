import { makeProduct } from '../test/fixtures';
import { sendJson, startServer, type TestServer } from '../test/http-server';
import {
  firstListingPath,
  listProducts,
  listingQuery,
  productsPath,
  readListingFilter,
} from '../endpoints';
import { configureApi, resetApiConfig } from './config';
import { claimEarlyRequest } from './early-requests';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((_request, response) =>
    sendJson(response, 200, { success: true, data: { products: [], pagination: {} } }),
  );
  configureApi({ baseUrl: server.apiUrl });
});

afterAll(async () => {
  resetApiConfig();
  await server.close();
});

afterEach(() => {
  window.groceryEarlyRequests = undefined;
});

test("the early listing's key is the path of the storefront's own first-page request", async () => {
  for (const search of [
    '',
    '?search=%20milk%20',
    '?category=c-1&sale=true&featured=true&sort=price&order=desc',
    '?sort=stock',
  ]) {
    const filter = readListingFilter(new URLSearchParams(search));
    await listProducts(listingQuery(filter, 1));
    expect(server.seen[server.seen.length - 1]?.path).toBe(`/${firstListingPath(search)}`);
  }
});

test('a products path is the one listProducts asks for', async () => {
  const params = { limit: 8, featured: true, search: '', sale: undefined };
  await listProducts(params);
  expect(server.seen[server.seen.length - 1]?.path).toBe(`/${productsPath(params)}`);
});

test('an early answer is taken once; the next claim asks itself', async () => {
  const early = { products: [makeProduct()] };
  window.groceryEarlyRequests = { 'products?page=1': Promise.resolve(early) };
  const ask = jest.fn(async () => ({ products: [] }));
  await expect(claimEarlyRequest('products?page=1', ask)).resolves.toBe(early);
  expect(ask).not.toHaveBeenCalled();
  await expect(claimEarlyRequest('products?page=1', ask)).resolves.toEqual({ products: [] });
  expect(ask).toHaveBeenCalledTimes(1);
});

test('a failed early request is asked again, and other paths are not served by it', async () => {
  window.groceryEarlyRequests = { 'products?page=1': Promise.reject(new Error('offline')) };
  const answer = { products: [makeProduct()] };
  await expect(claimEarlyRequest('products?page=1', async () => answer)).resolves.toBe(answer);
  window.groceryEarlyRequests = { 'products?page=1': Promise.resolve({ products: [] }) };
  await expect(claimEarlyRequest('products?page=2', async () => answer)).resolves.toBe(answer);
});
