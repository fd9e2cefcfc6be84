import { configureApi, resetApiConfig } from '../../client/config';
import { makeShippingAddress } from '../../test/fixtures';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '.';

const home = makeShippingAddress();
const saved = {
  ...home,
  id: 'a-1',
  isDefault: true,
  source: 'saved',
  lastUsed: null,
  orderId: null,
};

let server: TestServer;
let reply: (method: string, path: string) => [number, unknown];

beforeAll(async () => {
  server = await startServer((request, response) => {
    const [status, body] = reply(request.method, request.path);
    sendJson(response, status, body);
  });
  configureApi({ baseUrl: server.apiUrl });
});
afterAll(async () => {
  resetApiConfig();
  await server.close();
});

const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
const last = () => server.seen[server.seen.length - 1];

test('lists the addresses, and a 404 counts as none', async () => {
  reply = () => ok({ addresses: [saved] });
  expect(await listAddresses()).toEqual([saved]);
  reply = () => [404, { success: false, message: 'Route GET:/api/addresses not found' }];
  expect(await listAddresses()).toEqual([]);
});

test("a failed list shows the server's message, else the spec's fallback", async () => {
  reply = () => [500, { success: false }];
  await expect(listAddresses()).rejects.toThrow('Failed to fetch addresses');
});

test('create, update, default and delete send the documented calls', async () => {
  reply = (method) => (method === 'DELETE' ? ok({ id: 'a-1' }) : ok({ address: saved }));
  expect(await createAddress(home)).toEqual(saved);
  expect(last()).toMatchObject({ method: 'POST', path: '/addresses', body: home });
  await updateAddress('a-1', { ...home, city: 'Shelbyville' });
  expect(last()).toMatchObject({
    method: 'PUT',
    path: '/addresses/a-1',
    body: { city: 'Shelbyville' },
  });
  await setDefaultAddress('a-1');
  expect(last()).toMatchObject({ method: 'PUT', path: '/addresses/a-1/default' });
  expect(await deleteAddress('a-1')).toBe('a-1');
  expect(last()).toMatchObject({ method: 'DELETE', path: '/addresses/a-1' });
});

test.each([
  [() => createAddress(home), 'Failed to save address'],
  [() => updateAddress('a-1', home), 'Failed to update address'],
  [() => deleteAddress('a-1'), 'Failed to delete address'],
  [() => setDefaultAddress('a-1'), 'Failed to set default address'],
])('falls back to the spec text (%#)', async (call, message) => {
  reply = () => [500, { success: false }];
  await expect(call()).rejects.toThrow(message);
});

test("an order's address is refused with the server's reason", async () => {
  const refusal = 'This address comes from a previous order and cannot be deleted.';
  reply = () => [409, { success: false, message: refusal }];
  await expect(deleteAddress('order-o-1')).rejects.toMatchObject({ status: 409, message: refusal });
});
