import { configureApi, resetApiConfig } from '../../client/config';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { createCategory, deleteCategory, updateCategory } from '.';

const category = { id: 'c-1', name: 'Fruit', description: null, parentId: null };
let server: TestServer;

beforeAll(async () => {
  server = await startServer((request, response) => {
    if (request.path === '/categories/c-full') {
      sendJson(response, 409, { success: false, message: 'Move or delete its 3 products first' });
    } else if (request.path === '/categories/c-gone') {
      sendJson(response, 500, {});
    } else if (request.method === 'DELETE') {
      sendJson(response, 200, { success: true, data: { id: 'c-1' } });
    } else {
      sendJson(response, request.method === 'POST' ? 201 : 200, {
        success: true,
        data: { category },
      });
    }
  });
  configureApi({ baseUrl: server.apiUrl });
});

afterAll(async () => {
  resetApiConfig();
  await server.close();
});

const last = () => server.seen[server.seen.length - 1];

test('create and update send the form values and return the saved category', async () => {
  expect(await createCategory({ name: 'Fruit', description: '', parentId: '' })).toEqual(category);
  expect(last()).toMatchObject({
    method: 'POST',
    path: '/categories',
    body: { name: 'Fruit', description: '', parentId: '' },
  });
  expect(await updateCategory('c-1', { name: 'Fresh Fruit' })).toEqual(category);
  expect(last()).toMatchObject({
    method: 'PUT',
    path: '/categories/c-1',
    body: { name: 'Fresh Fruit' },
  });
});

test('delete returns the id; a refusal carries the server message, else the fallback', async () => {
  expect(await deleteCategory('c-1')).toBe('c-1');
  expect(last()).toMatchObject({ method: 'DELETE', path: '/categories/c-1' });
  await expect(deleteCategory('c-full')).rejects.toMatchObject({
    status: 409,
    message: 'Move or delete its 3 products first',
  });
  await expect(deleteCategory('c-gone')).rejects.toMatchObject({
    message: 'Failed to delete category',
  });
});
