import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  body,
  get,
  initializeAdmin,
  login,
  PASSWORD,
  post,
  registerCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const DAY = 24 * 60 * 60 * 1000;

describe.each(drivers)('login (%s)', (driver) => {
  const t = useTestApp(driver);

  beforeAll(async () => {
    await initializeAdmin(t.app);
  });

  it('signs a customer in with user, token and refresh token', async () => {
    const email = uniqueEmail();
    const { user } = await registerCustomer(t.app, { email });
    const response = await login(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const result = body<{ user: unknown; token: string; refreshToken: string }>(response);
    expect(result.message).toBe('Login successful! Welcome back!');
    expect(result.data.user).toEqual(user);
    const profile = await get(t.app, '/api/auth/profile', result.data.token);
    expect(profile.statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: 'someone' }, 'email', 'Please provide a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const response = await post(t.app, '/api/auth/login', {
      email: 'a@b.co',
      password: PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, message });
    expect(body(response).errors).toContainEqual({ field, message });
  });

  it('answers an empty request with the first field message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      success: false,
      message: 'Email is required',
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    for (const response of [
      await login(t.app, email, 'Wrong1234'),
      await login(t.app, uniqueEmail()),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('does not reveal a pending account to a wrong password', async () => {
    const email = uniqueEmail();
    await post(t.app, '/api/auth/register', {
      role: 'store_manager',
      firstName: 'Pat',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      storeName: 'Pat Shop',
      storeAddress: '1 Long Road, Townsville',
    });
    expect((await login(t.app, email, 'Wrong1234')).statusCode).toBe(401);
    expect(body(await login(t.app, email)).message).toBe(
      'Your account is pending approval by an administrator.',
    );
  });

  it.each([
    [true, 30],
    [false, 1],
  ])('remember me %s keeps the refresh token for %i day(s)', async (rememberMe, days) => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const response = await login(t.app, email, PASSWORD, rememberMe);
    const { refreshToken } = body<{ refreshToken: string }>(response).data;
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(row?.rememberMe).toBe(rememberMe);
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(days * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(days * DAY);
  });
});
