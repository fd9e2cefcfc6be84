import { eq } from 'drizzle-orm';
import { requests, users } from '../../db/schema';
import {
  body,
  customerPayload,
  initializeAdmin,
  login,
  managerPayload,
  post,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

type Registered = {
  user: Record<string, unknown> & { id: string };
  request: { requestData: Record<string, unknown> } & Record<string, unknown>;
  requiresApproval?: boolean;
};

describe.each(drivers)('registrations held for approval (%s)', (driver) => {
  const t = useTestApp(driver);

  beforeAll(async () => {
    await initializeAdmin(t.app);
  });

  it('registers a store manager as pending with a request and no session', async () => {
    const payload = managerPayload();
    const response = await post(t.app, '/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const result = body<Registered>(response);
    expect(result.message).toBe(
      'Registration submitted! Your request has been sent to an administrator for approval.',
    );
    expect(result.data).not.toHaveProperty('token');
    expect(result.data).not.toHaveProperty('refreshToken');
    expect(result.data.requiresApproval).toBe(true);
    expect(result.data.user).toMatchObject({
      email: payload.email,
      role: 'store_manager',
      status: 'pending',
      storeName: 'Green Corner',
      storeAddress: '12 Market Street, Springfield',
    });
    expect(result.data.request).toMatchObject({
      type: 'account_register_request',
      status: 'pending',
      reason: payload.reason,
      requestedBy: { id: result.data.user.id, name: 'Mario Manager', email: payload.email },
      requestData: {
        requestedRole: 'store_manager',
        name: 'Mario Manager',
        email: payload.email,
        phone: '+1 (555) 123-4567',
        storeName: 'Green Corner',
        storeAddress: '12 Market Street, Springfield',
        reason: payload.reason,
        experience: '10 years',
      },
    });
    const refused = await login(t.app, payload.email);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('Your account is pending approval by an administrator.');
  });

  it('never grants admin by registration: role admin waits for an admin', async () => {
    const payload = customerPayload({ role: 'admin' });
    const response = await post(t.app, '/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const result = body<Registered>(response);
    expect(result.data.requiresApproval).toBe(true);
    expect(result.data).not.toHaveProperty('token');
    expect(result.data.user).toMatchObject({ role: 'admin', status: 'pending' });
    expect(result.data.request).toMatchObject({ requestedRole: 'admin' });
    expect(result.data.request.requestData).toMatchObject({
      requestedRole: 'admin',
      email: payload.email,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.status).toBe('pending');
    const [request] = await t.database.db
      .select()
      .from(requests)
      .where(eq(requests.requestedBy, row!.id));
    expect(request?.type).toBe('account_register_request');
    expect((await login(t.app, payload.email)).statusCode).toBe(403);
  });

  it('ignores store fields sent with a customer registration', async () => {
    const response = await post(
      t.app,
      '/api/auth/register',
      customerPayload({ storeName: 'Nope', storeAddress: 'Nowhere at all' }),
    );
    expect(response.statusCode).toBe(201);
    expect(body<Registered>(response).data.user).toMatchObject({
      storeName: null,
      storeAddress: null,
    });
  });
});
