import { configureApi, resetApiConfig } from '../../client/config';
import { makeShippingAddress } from '../../test/fixtures';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import {
  cancelOrder,
  createOrder,
  getOrder,
  getOrderHistory,
  getOrderStats,
  listMyOrders,
  listOrders,
  updateOrder,
  updateOrderStatus,
} from '.';

const order = { id: 'o-1', orderNumber: 'ORD-100001', status: 'pending' };
const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
const address = makeShippingAddress();

let server: TestServer;
let failing = false;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (failing) return sendJson(response, 500, { success: false });
    const path = request.path.split('?')[0] ?? '';
    const data =
      path === '/orders/stats/overview'
        ? { stats: { totalOrders: 3 } }
        : request.method === 'GET' && !/^\/orders\/o-1$/.test(path)
          ? { orders: [order], pagination }
          : { order };
    sendJson(response, request.method === 'POST' ? 201 : 200, { success: true, data });
  });
  configureApi({ baseUrl: server.apiUrl });
});
afterAll(async () => {
  resetApiConfig();
  await server.close();
});
beforeEach(() => {
  failing = false;
});

const last = () => server.seen[server.seen.length - 1];

test('create posts the order payload and returns the order', async () => {
  const payload = {
    orderId: 'order_1700000000000',
    items: [{ productId: 'p-1', quantity: 2 }],
    shippingAddress: address,
    paymentMethod: 'cash_on_delivery',
  };
  expect(await createOrder(payload)).toEqual(order);
  expect(last()).toMatchObject({ method: 'POST', path: '/orders', body: payload });
});

test("the shopper's lists, one order and cancel use the documented calls", async () => {
  expect(await listMyOrders({ page: 2, limit: 10 })).toEqual({ orders: [order], pagination });
  expect(last()?.path).toBe('/orders/my-orders?page=2&limit=10');
  await getOrderHistory();
  expect(last()?.path).toBe('/orders/history');
  expect(await getOrder('o-1')).toEqual(order);
  await cancelOrder('o-1', 'Customer requested cancellation');
  expect(last()).toMatchObject({
    method: 'PUT',
    path: '/orders/o-1/cancel',
    body: { reason: 'Customer requested cancellation' },
  });
  expect(await updateOrder('o-1', { shippingAddress: address })).toEqual(order);
  expect(last()).toMatchObject({
    method: 'PUT',
    path: '/orders/o-1',
    body: { shippingAddress: address },
  });
});

test('the admin calls send their filters and bodies', async () => {
  await listOrders({ status: 'shipped', from: '2026-01-01', to: '2026-01-31', search: 'ORD-1' });
  expect(last()?.path).toBe('/orders?status=shipped&from=2026-01-01&to=2026-01-31&search=ORD-1');
  await updateOrderStatus('o-1', { status: 'confirmed', note: 'Packed' });
  expect(last()).toMatchObject({
    method: 'PUT',
    path: '/orders/o-1/status',
    body: { status: 'confirmed', note: 'Packed' },
  });
  expect(await getOrderStats()).toEqual({ totalOrders: 3 });
  expect(last()?.path).toBe('/orders/stats/overview');
});

test.each([
  [
    () =>
      createOrder({
        orderId: 'order_1',
        items: [],
        shippingAddress: address,
        paymentMethod: 'upi',
      }),
    'Failed to create order',
  ],
  [() => listMyOrders(), 'Failed to fetch orders'],
  [() => listOrders(), 'Failed to fetch orders'],
  [() => getOrder('o-1'), 'Failed to fetch order'],
  [() => cancelOrder('o-1', 'x'), 'Failed to cancel order'],
  [() => updateOrder('o-1', { shippingAddress: address }), 'Failed to update order'],
])('falls back to the spec text when the server gives none (%#)', async (call, message) => {
  failing = true;
  await expect(call()).rejects.toThrow(message);
});
