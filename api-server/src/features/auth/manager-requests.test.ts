import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  body,
  customerPayload,
  get,
  initializeAdmin,
  login,
  post,
  put,
  registerCustomer,
  registerManager,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const LIST = '/api/auth/store-manager-requests';
type Listed = {
  requests: { id: string; requestData: Record<string, unknown> }[];
  pagination: Record<string, number>;
};

describe.each(drivers)('store manager requests (%s)', (driver) => {
  const t = useTestApp(driver);
  let adminToken = '';
  beforeAll(async () => {
    adminToken = (await initializeAdmin(t.app)).token;
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const customer = await registerCustomer(t.app);
    expect((await get(t.app, LIST)).statusCode).toBe(401);
    const refused = await get(t.app, LIST, customer.token);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({
      success: false,
      message: 'You do not have permission to do this',
    });
    const review = await put(
      t.app,
      `${LIST}/00000000-0000-4000-8000-000000000000`,
      { action: 'approve' },
      customer.token,
    );
    expect(review.statusCode).toBe(403);
  });

  it('lists pending requests, newest first, with pagination', async () => {
    const first = await registerManager(t.app);
    const second = await registerManager(t.app);
    const response = await get(t.app, `${LIST}?limit=1`, adminToken);
    expect(response.statusCode).toBe(200);
    const { data } = body<Listed>(response);
    expect(data.requests.map((r) => r.id)).toEqual([second.request.id]);
    expect(data.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(data.pagination.total).toBeGreaterThanOrEqual(2);
    const all = body<Listed>(await get(t.app, `${LIST}?limit=100`, adminToken)).data.requests;
    expect(all.map((r) => r.id)).toEqual(
      expect.arrayContaining([first.request.id, second.request.id]),
    );
  });

  it('approves: the manager can log in, and deciding again is a 409', async () => {
    const { user, request } = await registerManager(t.app);
    const response = await put(t.app, `${LIST}/${request.id}`, { action: 'approve' }, adminToken);
    expect(response.statusCode).toBe(200);
    const result = body<{ request: Record<string, unknown> }>(response);
    expect(result.message).toBe('Request approved successfully!');
    expect(result.data.request).toMatchObject({
      id: request.id,
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    const signedIn = await login(t.app, user.email);
    expect(signedIn.statusCode).toBe(200);
    expect(body<{ user: { role: string; status: string } }>(signedIn).data.user).toMatchObject({
      role: 'store_manager',
      status: 'active',
    });
    const managerToken = body<{ token: string }>(signedIn).data.token;
    expect((await get(t.app, LIST, managerToken)).statusCode).toBe(403);
    const again = await put(t.app, `${LIST}/${request.id}`, { action: 'reject' }, adminToken);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('This request has already been reviewed');
    const listed = body<Listed>(await get(t.app, `${LIST}?limit=100`, adminToken)).data.requests;
    expect(listed.map((r) => r.id)).not.toContain(request.id);
  });

  it('rejects with a reason that the login refusal then shows', async () => {
    const { user, request } = await registerManager(t.app);
    const response = await put(
      t.app,
      `${LIST}/${request.id}`,
      { action: 'reject', reason: 'Incomplete store details' },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe('Request rejected successfully!');
    expect(body<{ request: Record<string, unknown> }>(response).data.request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Incomplete store details',
    });
    const refused = await login(t.app, user.email);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(
      'Your registration request was rejected. Reason: Incomplete store details',
    );
  });

  it('rejects without a reason with the plain message', async () => {
    const { user, request } = await registerManager(t.app);
    await put(t.app, `${LIST}/${request.id}`, { action: 'reject' }, adminToken);
    expect(body(await login(t.app, user.email)).message).toBe(
      'Your registration request was rejected.',
    );
  });

  it('makes exactly one of two simultaneous decisions count', async () => {
    const { user, request } = await registerManager(t.app);
    const [a, b] = await Promise.all([
      put(t.app, `${LIST}/${request.id}`, { action: 'approve' }, adminToken),
      put(t.app, `${LIST}/${request.id}`, { action: 'reject' }, adminToken),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = a!.statusCode === 200 ? 'active' : 'rejected';
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe(winner);
  });

  it('approving an admin sign-up makes a working admin', async () => {
    const payload = customerPayload({ role: 'admin' });
    const registered = body<{ request: { id: string } }>(
      await post(t.app, '/api/auth/register', payload),
    ).data;
    await put(t.app, `${LIST}/${registered.request.id}`, { action: 'approve' }, adminToken);
    const session = body<{ token: string }>(await login(t.app, payload.email)).data;
    expect((await get(t.app, LIST, session.token)).statusCode).toBe(200);
  });

  it('validates the decision and the id', async () => {
    const { request } = await registerManager(t.app);
    const bad = await put(t.app, `${LIST}/${request.id}`, { action: 'maybe' }, adminToken);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors).toEqual([
      { field: 'action', message: 'Action must be approve or reject' },
    ]);
    expect(
      (await put(t.app, `${LIST}/not-a-uuid`, { action: 'approve' }, adminToken)).statusCode,
    ).toBe(400);
    const missing = await put(
      t.app,
      `${LIST}/00000000-0000-4000-8000-000000000000`,
      { action: 'approve' },
      adminToken,
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Request not found');
  });
});
