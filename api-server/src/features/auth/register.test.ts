import { count, eq } from 'drizzle-orm';
import { requests, users } from '../../db/schema';
import {
  body,
  customerPayload,
  get,
  initializeAdmin,
  managerPayload,
  post,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const RULE =
  'Password must contain at least one lowercase letter, one uppercase letter, and one number';

describe.each(drivers)('registration (%s)', (driver) => {
  const t = useTestApp(driver);

  beforeAll(async () => {
    await initializeAdmin(t.app);
  });
  const countUsers = async (email: string) =>
    (await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;
  const countRequests = async () =>
    (await t.database.db.select({ n: count() }).from(requests))[0]!.n;

  it('registers a customer with a session (201)', async () => {
    const payload = customerPayload({ email: '  Carla.C@Example.COM ', phone: '555-123-4567' });
    const response = await post(t.app, '/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const result = body<{ user: Record<string, unknown>; token: string; refreshToken: string }>(
      response,
    );
    expect(result.success).toBe(true);
    expect(result.message).toBe('Registration successful!');
    expect(result.data.user).toEqual({
      id: expect.any(String),
      email: 'carla.c@example.com',
      firstName: 'Carla',
      lastName: 'Customer',
      name: 'Carla Customer',
      role: 'customer',
      status: 'active',
      phone: '555-123-4567',
      address: null,
      storeName: null,
      storeAddress: null,
      createdAt: expect.any(String),
    });
    expect(result.data.user).not.toHaveProperty('passwordHash');
    const profile = await get(t.app, '/api/auth/profile', result.data.token);
    expect(body(profile).data).toEqual({ user: result.data.user });
  });

  it.each([
    [{ role: undefined }, 'role', 'Please select an account type'],
    [{ role: 'superuser' }, 'role', 'Role must be one of: admin, store_manager, customer'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ firstName: 'J' }, 'firstName', 'First name must be between 2 and 100 characters'],
    [
      { firstName: 'x'.repeat(101) },
      'firstName',
      'First name must be between 2 and 100 characters',
    ],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: 'carla@nowhere' }, 'email', 'Please provide a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [
      { password: 'Ab1', confirmPassword: 'Ab1' },
      'password',
      'Password must be at least 6 characters',
    ],
    [{ password: 'ALLUPPER1', confirmPassword: 'ALLUPPER1' }, 'password', RULE],
    [{ password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, 'password', RULE],
    [{ confirmPassword: undefined }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', 'Passwords do not match'],
    [{ phone: '0123456789' }, 'phone', 'Please provide a valid phone number'],
    [{ phone: '12345' }, 'phone', 'Please provide a valid phone number'],
    [{ phone: '+1234567890123456' }, 'phone', 'Please provide a valid phone number'],
    [{ address: 'a'.repeat(501) }, 'address', 'Address must be less than 500 characters'],
  ])('refuses %j with "%s: %s" and writes nothing', async (change, field, message) => {
    const payload = customerPayload(change);
    const response = await post(t.app, '/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, message });
    expect(body(response).errors).toContainEqual({ field, message });
    if (typeof payload.email === 'string') expect(await countUsers(payload.email)).toBe(0);
  });

  it('accepts phones with spaces, hyphens, parentheses and a leading +', async () => {
    const response = await post(
      t.app,
      '/api/auth/register',
      customerPayload({ phone: '+44 (20) 7946-0958' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ storeName: '' }, 'storeName', 'Store name is required'],
    [{ storeName: 'X' }, 'storeName', 'Store name must be between 2 and 100 characters'],
    [{ storeAddress: undefined }, 'storeAddress', 'Store address is required'],
    [
      { storeAddress: 'Short st' },
      'storeAddress',
      'Store address must be between 10 and 500 characters',
    ],
  ])(
    'refuses a store manager with %j: "%s: %s", no user and no request',
    async (change, field, message) => {
      const before = await countRequests();
      const payload = managerPayload(change);
      const response = await post(t.app, '/api/auth/register', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        success: false,
        message,
        errors: [{ field, message }],
      });
      expect(await countUsers(payload.email)).toBe(0);
      expect(await countRequests()).toBe(before);
    },
  );

  it('answers 409 for an email already registered (any case), adding nothing', async () => {
    const payload = customerPayload();
    expect((await post(t.app, '/api/auth/register', payload)).statusCode).toBe(201);
    const before = await countRequests();
    const again = await post(
      t.app,
      '/api/auth/register',
      managerPayload({ email: payload.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({
      success: false,
      message: 'An account with this email already exists',
      errors: [{ field: 'email', message: 'An account with this email already exists' }],
    });
    expect(await countUsers(payload.email)).toBe(1);
    expect(await countRequests()).toBe(before);
  });

  it('lets only one of several simultaneous sign-ups with one email through', async () => {
    const email = customerPayload().email;
    const responses = await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/api/auth/register', customerPayload({ email }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(body(r).message).toBe('An account with this email already exists');
    }
    expect(await countUsers(email)).toBe(1);
  });
});
