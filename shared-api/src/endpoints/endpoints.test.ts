import { configureApi, resetApiConfig } from '../client/config';
import { makeProduct, makeUser } from '../test/fixtures';
import { sendJson, startServer, type TestServer } from '../test/http-server';
import {
  getCategory,
  getCategoryTree,
  getHealth,
  getProduct,
  getStoreManagerRequests,
  listCategories,
  listProducts,
  listProductsByCategory,
  logout,
  resetPassword,
  reviewStoreManagerRequest,
  searchProducts,
  updateProfile,
} from '.';

const pagination = { page: 1, limit: 20, total: 1, totalPages: 1 };
const category = { id: 'c-1', name: 'Fruit' };
const answers: Record<string, unknown> = {
  '/health': { status: 'ok', database: { status: 'up', driver: 'pglite' } },
  '/products': { products: [makeProduct()], pagination },
  '/products/search': { products: [makeProduct()], pagination },
  '/products/category/c-1': { products: [], pagination },
  '/products/p-1': { product: makeProduct() },
  '/categories': { categories: [category], pagination },
  '/categories/tree': { categories: [{ ...category, children: [] }] },
  '/categories/c-1': { category },
  '/auth/profile': { user: makeUser({ name: 'Jane Smith' }) },
  '/auth/store-manager-requests': { requests: [], pagination },
  '/auth/store-manager-requests/r-1': { request: { id: 'r-1', status: 'rejected' } },
};

let server: TestServer;

beforeAll(async () => {
  server = await startServer((request, response) => {
    const path = request.path.split('?')[0] ?? '';
    sendJson(response, 200, {
      success: true,
      message: path === '/health' ? 'Grocery Store API is running' : undefined,
      data: answers[path] ?? {},
    });
  });
  configureApi({ baseUrl: server.apiUrl });
});

afterAll(async () => {
  resetApiConfig();
  await server.close();
});

const last = () => server.seen[server.seen.length - 1];

test('products: the list sends only the given filters and returns products + pagination', async () => {
  const list = await listProducts({
    page: 2,
    limit: 20,
    category: 'c-1',
    search: '',
    sale: true,
    sort: 'price',
    order: 'desc',
  });
  expect(list).toEqual({ products: [makeProduct()], pagination });
  expect(last()?.path).toBe(
    '/products?page=2&limit=20&category=c-1&sale=true&sort=price&order=desc',
  );

  await searchProducts({ query: 'bananna', limit: 12 });
  expect(last()?.path).toBe('/products/search?query=bananna&limit=12');
  await listProductsByCategory('c-1', { featured: true });
  expect(last()?.path).toBe('/products/category/c-1?featured=true');
  expect(await getProduct('p-1')).toEqual(makeProduct());
});

test('categories: paginated list, tree and one category, unwrapped', async () => {
  expect((await listCategories({ limit: 10, root: true })).categories).toEqual([category]);
  expect(last()?.path).toBe('/categories?limit=10&root=true');
  expect(await getCategoryTree()).toEqual([{ ...category, children: [] }]);
  expect(await getCategory('c-1', { includeHidden: true })).toEqual(category);
  expect(last()?.path).toBe('/categories/c-1?includeHidden=true');
});

test('health returns the status and the server message', async () => {
  expect(await getHealth()).toEqual({
    status: 'ok',
    database: { status: 'up', driver: 'pglite' },
    message: 'Grocery Store API is running',
  });
});

test('auth calls send the documented bodies', async () => {
  expect(await updateProfile({ name: 'Jane Smith', phone: '', address: null })).toMatchObject({
    name: 'Jane Smith',
  });
  expect(last()).toMatchObject({ method: 'PUT', path: '/auth/profile' });

  await resetPassword('reset-token', 'Secret12', 'Secret12');
  expect(last()).toMatchObject({
    method: 'POST',
    path: '/auth/reset-password',
    body: { token: 'reset-token', password: 'Secret12', confirmPassword: 'Secret12' },
  });

  await logout('refresh-1');
  expect(last()).toMatchObject({ path: '/auth/logout', body: { refreshToken: 'refresh-1' } });

  await getStoreManagerRequests({ page: 1 });
  expect(last()?.path).toBe('/auth/store-manager-requests?page=1');
  const reviewed = await reviewStoreManagerRequest('r-1', {
    action: 'reject',
    reason: 'Incomplete',
  });
  expect(reviewed).toEqual({ id: 'r-1', status: 'rejected' });
  expect(last()).toMatchObject({
    method: 'PUT',
    body: { action: 'reject', reason: 'Incomplete' },
  });
});
