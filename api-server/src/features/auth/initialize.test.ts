import { count } from 'drizzle-orm';
import { requests, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import {
  body,
  customerPayload,
  get,
  initializeAdmin,
  managerPayload,
  PASSWORD,
  post,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const NOT_SET_UP = 'The store is not set up yet. Please come back once it is open.';

const valid = () => ({
  name: 'Ada Admin',
  email: uniqueEmail('admin'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

describe.each(drivers)('system initialization (%s)', (driver) => {
  const t = useTestApp(driver);

  it('reports not initialized on a fresh install', async () => {
    const response = await get(t.app, '/api/auth/initialization-status');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true, data: { initialized: false } });
  });

  it.each([
    ['a customer', customerPayload()],
    ['a store manager', managerPayload()],
    ['an admin', managerPayload({ role: 'admin' })],
  ])('refuses to register %s before the store is set up, storing nothing', async (_, payload) => {
    const response = await post(t.app, '/api/auth/register', payload);
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({ success: false, message: NOT_SET_UP });
    const [people] = await t.database.db.select({ n: count() }).from(users);
    const [held] = await t.database.db.select({ n: count() }).from(requests);
    expect([people!.n, held!.n]).toEqual([0, 0]);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: 'A' }, 'name', 'Name must be between 2 and 100 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please provide a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 6 characters'],
    [
      { password: 'alllowercase1', confirmPassword: 'alllowercase1' },
      'password',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'Other123' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses %j with "%s: %s"', async (change, field, message) => {
    const response = await post(t.app, '/api/auth/initialize', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    const result = body(response);
    expect(result.success).toBe(false);
    expect(result.message).toBe(message);
    expect(result.errors).toContainEqual({ field, message });
    const status = await get(t.app, '/api/auth/initialization-status');
    expect(body(status).data).toEqual({ initialized: false });
  });

  it('creates the first admin exactly once under concurrent calls', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/api/auth/initialize', valid())),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const winner = body<{
      user: { role: string; name: string };
      token: string;
      refreshToken: string;
    }>(attempts.find((response) => response.statusCode === 201)!);
    expect(winner.message).toBe('System initialized successfully! Welcome, Admin!');
    expect(winner.data.user).toMatchObject({ role: 'admin', name: 'Ada Admin', status: 'active' });
    expect(winner.data.token).toEqual(expect.any(String));
    expect(winner.data.refreshToken).toEqual(expect.any(String));
    for (const loser of attempts.filter((response) => response.statusCode === 409)) {
      expect(body(loser)).toEqual({ success: false, message: 'System is already initialized' });
    }
    const profile = await get(t.app, '/api/auth/profile', winner.data.token);
    expect(body(profile).data).toMatchObject({ user: { role: 'admin' } });
  });

  it('reports initialized and refuses a second initialization', async () => {
    const status = await get(t.app, '/api/auth/initialization-status');
    expect(body(status).data).toEqual({ initialized: true });
    const again = await post(t.app, '/api/auth/initialize', valid());
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('System is already initialized');
  });

  it('registers customers and store managers once the store is set up', async () => {
    const customer = await post(t.app, '/api/auth/register', customerPayload());
    expect(customer.statusCode).toBe(201);
    expect(body(customer).message).toBe('Registration successful!');
    const manager = await post(t.app, '/api/auth/register', managerPayload());
    expect(manager.statusCode).toBe(201);
    expect(body(manager).data).toMatchObject({ requiresApproval: true });
  });
});

describe.each(drivers)('initialization with a taken email (%s)', (driver) => {
  const t = useTestApp(driver);

  it('answers 409 and leaves the system uninitialized', async () => {
    // Registration is closed before set-up, so only an account restored into the database
    // can hold the address already.
    const email = uniqueEmail('taken');
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Early',
      role: 'customer',
    });
    const response = await post(t.app, '/api/auth/initialize', { ...valid(), email });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('An account with this email already exists');
    expect(body(await get(t.app, '/api/auth/initialization-status')).data).toEqual({
      initialized: false,
    });
    await expect(initializeAdmin(t.app)).resolves.toMatchObject({ user: { role: 'admin' } });
  });
});
