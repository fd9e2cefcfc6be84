import { eq } from 'drizzle-orm';
import { passwordResets } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { body, get, login, post, registerCustomer, uniqueEmail } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const SENT = 'If an account exists for this email, a password reset link has been sent.';
const INVALID = 'Reset link is invalid or has expired';
const NEW_PASSWORD = 'Fresh1234';

type Mail = { to: string; subject: string; body: string };

describe.each(drivers)('forgot and reset password (%s)', (driver) => {
  const t = useTestApp(driver, { devOutbox: true });
  const outbox = async (to: string) =>
    body<{ messages: Mail[] }>(await get(t.app, `/api/dev/outbox?to=${encodeURIComponent(to)}`))
      .data.messages;
  const tokenFrom = (mail: Mail) => {
    const link = /http:\/\/shop\.test\/reset-password\?token=([\w-]+)/.exec(mail.body);
    if (!link) throw new Error(`no reset link in: ${mail.body}`);
    return decodeURIComponent(link[1]!);
  };
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    post(t.app, '/api/auth/reset-password', { token, password, confirmPassword });

  it('answers the same for known and unknown emails, mailing only the known one', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const unknown = uniqueEmail('ghost');
    const known = await post(t.app, '/api/auth/forgot-password', { email });
    const ghost = await post(t.app, '/api/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(ghost.statusCode).toBe(200);
    expect(body(known)).toEqual({ success: true, message: SENT, data: {} });
    expect(body(ghost)).toEqual(body(known));
    expect(await outbox(unknown)).toHaveLength(0);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Grocery Store password');
  });

  it('keeps the live reset link out of the log when there is no SMTP_URL', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const info = jest.spyOn(t.app.log, 'info');
    try {
      await post(t.app, '/api/auth/forgot-password', { email });
      const token = tokenFrom((await outbox(email))[0]!);
      const logged = info.mock.calls.map((call) => JSON.stringify(call));
      const mailLine = logged.find((line) => line.includes('mail kept in the outbox'));
      expect(mailLine).toContain('reset-password?token=[redacted]');
      expect(logged.join('\n')).not.toContain(token);
      expect(logged.join('\n')).not.toContain(encodeURIComponent(token));
    } finally {
      info.mockRestore();
    }
  });

  it('validates the email', async () => {
    const response = await post(t.app, '/api/auth/forgot-password', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('resets once with the mailed link and ends every session', async () => {
    const email = uniqueEmail();
    const session = await registerCustomer(t.app, { email });
    await post(t.app, '/api/auth/forgot-password', { email });
    const token = tokenFrom((await outbox(email))[0]!);
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(body(done).message).toBe(
      'Your password has been reset. You can now log in with your new password.',
    );
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    const replay = await reset(token, 'Another123');
    expect(replay.statusCode).toBe(400);
    expect(body(replay)).toEqual({
      success: false,
      message: INVALID,
      errors: [{ field: 'token', message: INVALID }],
    });
  });

  it('refuses an expired link, an unknown one and an older superseded one', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    await post(t.app, '/api/auth/forgot-password', { email });
    const older = tokenFrom((await outbox(email))[0]!);
    await post(t.app, '/api/auth/forgot-password', { email });
    const newer = tokenFrom((await outbox(email))[0]!);
    expect(body(await reset(older)).message).toBe(INVALID);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(newer)));
    expect(body(await reset(newer)).message).toBe(INVALID);
    expect((await reset('made-up-token')).statusCode).toBe(400);
  });

  it.each([
    [{ token: '' }, 'token', INVALID],
    [{ password: 'short' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'Other1234' }, 'confirmPassword', 'Passwords do not match'],
  ])('validates %j: "%s: %s"', async (change, field, message) => {
    const response = await post(t.app, '/api/auth/reset-password', {
      token: 'x',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toContainEqual({ field, message });
  });
});
