import { configureApi, resetApiConfig } from '../../client/config';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { NEWSLETTER_FAILED, subscribeToNewsletter } from '.';

const subscription = { email: 'sam@example.com', createdAt: '2026-11-25T08:00:00.000Z' };
let server: TestServer;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  server = await startServer((_request, response) =>
    sendJson(response, answer.status, answer.body),
  );
  configureApi({ baseUrl: server.apiUrl });
});
afterAll(async () => {
  resetApiConfig();
  await server.close();
});

test('posts the address and returns the subscription with the server sentence', async () => {
  answer = {
    status: 200,
    body: { success: true, message: 'You are already subscribed.', data: { subscription } },
  };
  expect(await subscribeToNewsletter('sam@example.com')).toEqual({
    subscription,
    message: 'You are already subscribed.',
  });
  const seen = server.seen[server.seen.length - 1]!;
  expect([seen.method, seen.path, seen.body]).toEqual([
    'POST',
    '/newsletter',
    { email: 'sam@example.com' },
  ]);
});

test("a refusal carries the server's field message, a bare failure the fallback", async () => {
  answer = {
    status: 400,
    body: {
      success: false,
      message: 'Please provide a valid email address',
      errors: [{ field: 'email', message: 'Please provide a valid email address' }],
    },
  };
  await expect(subscribeToNewsletter('sam@')).rejects.toMatchObject({
    status: 400,
    message: 'Please provide a valid email address',
    fieldErrors: { email: 'Please provide a valid email address' },
  });
  answer = { status: 500, body: { success: false } };
  await expect(subscribeToNewsletter('sam@example.com')).rejects.toMatchObject({
    message: NEWSLETTER_FAILED,
  });
});
