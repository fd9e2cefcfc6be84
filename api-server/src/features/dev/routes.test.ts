import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import { body, get, post, registerCustomer, uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/app';

describe('the development outbox', () => {
  it('exists with DEV_OUTBOX=true outside production, newest mail first, not in the docs', async () => {
    const t = await createTestApp('pglite', { devOutbox: true });
    try {
      const email = uniqueEmail();
      await registerCustomer(t.app, { email });
      await post(t.app, '/api/auth/forgot-password', { email });
      await post(t.app, '/api/auth/forgot-password', { email });
      const response = await get(
        t.app,
        `/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(response.statusCode).toBe(200);
      const { messages } = body<{
        messages: { to: string; body: string; sentAt: null; createdAt: string }[];
      }>(response).data;
      expect(messages).toHaveLength(2);
      expect(messages[0]).toMatchObject({ to: email, sentAt: null });
      expect(messages[0]!.body).toContain('http://shop.test/reset-password?token=');
      expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
      const remote = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(403);
      const docs = t.app.swagger() as { paths: Record<string, unknown> };
      expect(Object.keys(docs.paths).some((path) => path.includes('outbox'))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('does not exist by default, nor in production even when turned on', async () => {
    const off = await createTestApp('pglite');
    try {
      expect((await get(off.app, '/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const t = await createTestApp('pglite', { env: 'production', devOutbox: true });
    try {
      expect((await get(t.app, '/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('a failing SMTP server leaves the mail unsent in the outbox', async () => {
    // An SMTP server that refuses service in its greeting: delivery fails at once.
    const server = createServer((socket) => socket.end('554 5.3.2 No service here\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const t = await createTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail();
      await registerCustomer(t.app, { email });
      const response = await post(t.app, '/api/auth/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      await t.app.mailer.drain();
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sentAt).toBeNull();
    } finally {
      await t.close();
      server.close();
    }
  });
});
