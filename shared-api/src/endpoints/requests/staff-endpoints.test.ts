import { configureApi, resetApiConfig } from '../../client/config';
import { makeProduct } from '../../test/fixtures';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import {
  approveRequest,
  createCategoryRequest,
  createProduct,
  createStoreManagerRequest,
  deleteProduct,
  getLowStockProducts,
  getMyRequests,
  getRequest,
  listAuditEntries,
  listRequests,
  rejectRequest,
  updateProduct,
  updateStock,
} from '..';

const pagination = { page: 1, limit: 20, total: 0, totalPages: 0 };
const request = { id: 'r-1', type: 'category_add_request', status: 'pending' };
let failWith: number | null = null;
let server: TestServer;

beforeAll(async () => {
  server = await startServer((seen, response) => {
    if (failWith) return sendJson(response, failWith, { success: false });
    const path = seen.path.split('?')[0] ?? '';
    const data: Record<string, unknown> = path.startsWith('/requests')
      ? { request, requests: [request], pagination }
      : path.startsWith('/audit')
        ? { entries: [], pagination }
        : path === '/products/low-stock'
          ? { products: [makeProduct({ stock: 2 })], total: 14 }
          : { product: makeProduct() };
    sendJson(response, seen.method === 'POST' ? 201 : 200, { success: true, data });
  });
  configureApi({ baseUrl: server.apiUrl });
});

afterEach(() => {
  failWith = null;
});

afterAll(async () => {
  resetApiConfig();
  await server.close();
});

const last = () => server.seen[server.seen.length - 1];

test('requests: queue filters, own list and one request go to the documented paths', async () => {
  const list = await listRequests({ status: 'pending', type: 'category_add_request', page: 2 });
  expect(list).toMatchObject({ requests: [request], pagination });
  expect(last()?.path).toBe('/requests?status=pending&type=category_add_request&page=2');
  await getMyRequests();
  expect(last()?.path).toBe('/requests/my-requests');
  expect(await getRequest('r/1')).toEqual(request);
  expect(last()?.path).toBe('/requests/r%2F1');
});

test('requests: creation bodies and decisions with and without a reason', async () => {
  await createStoreManagerRequest({ reason: 'I ran a corner shop for years' });
  expect(last()).toMatchObject({
    method: 'POST',
    path: '/requests/store-manager',
    body: { reason: 'I ran a corner shop for years' },
  });
  const input = {
    type: 'category_delete_request' as const,
    requestData: { name: 'Fruit', categoryId: 'c-1' },
  };
  expect(await createCategoryRequest(input)).toEqual(request);
  expect(last()).toMatchObject({ method: 'POST', path: '/requests/category', body: input });

  await approveRequest('r-1');
  expect(last()).toMatchObject({
    method: 'PATCH',
    path: '/requests/r-1/approve',
    body: { action: 'approve' },
  });
  await rejectRequest('r-1', '  Duplicate of Fruit  ');
  expect(last()).toMatchObject({
    path: '/requests/r-1/reject',
    body: { action: 'reject', reason: 'Duplicate of Fruit' },
  });
});

test.each([
  [() => listRequests(), 'Failed to fetch requests'],
  [() => getMyRequests(), 'Failed to fetch my requests'],
  [() => createStoreManagerRequest({ reason: 'x'.repeat(10) }), 'Failed to create request'],
  [
    () => createCategoryRequest({ type: 'category_add_request', requestData: { name: 'Tea' } }),
    'Failed to create category request',
  ],
  [() => approveRequest('r-1'), 'Failed to approve request'],
  [() => rejectRequest('r-1'), 'Failed to reject request'],
  [() => createProduct({} as never), 'Failed to create product'],
  [() => updateProduct('p-1', {}), 'Failed to update product'],
  [() => deleteProduct('p-1'), 'Failed to delete product'],
])('a failure without a server message reads %#: the spec fallback', async (call, message) => {
  failWith = 500;
  await expect(call()).rejects.toMatchObject({ message, status: 500 });
});

test('product writes, restock, low stock and audit history hit their paths', async () => {
  await createProduct({ name: 'Pears', sku: 'PEARSXXX' } as never);
  expect(last()).toMatchObject({ method: 'POST', path: '/products', body: { name: 'Pears' } });
  await updateProduct('p-1', { price: 2.5 });
  expect(last()).toMatchObject({ method: 'PUT', path: '/products/p-1', body: { price: 2.5 } });
  await updateStock('p-1', 40);
  expect(last()).toMatchObject({
    method: 'PATCH',
    path: '/products/p-1/stock',
    body: { stock: 40 },
  });
  await deleteProduct('p-1');
  expect(last()).toMatchObject({ method: 'DELETE', path: '/products/p-1' });

  expect((await getLowStockProducts({ limit: 3 })).total).toBe(14);
  expect(last()?.path).toBe('/products/low-stock?limit=3');
  await listAuditEntries({ entityType: 'product', entityId: 'p-1', limit: 5 });
  expect(last()?.path).toBe('/audit?entityType=product&entityId=p-1&limit=5');
});
