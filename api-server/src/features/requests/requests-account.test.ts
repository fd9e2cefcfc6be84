import { eq } from 'drizzle-orm';
import type { StoreRequest } from '@grocery/shared-api';
import { auditLog, users } from '../../db/schema';
import {
  body,
  customerPayload,
  get,
  initializeAdmin,
  login,
  post,
  registerCustomer,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { approvedManager, decide, requestOf } from '../../test/requests';

const ASK = '/api/requests/store-manager';
const reason = 'I ran a corner shop for ten years.';
type Listed = { requests: StoreRequest[]; pagination: Record<string, number> };

describe.each(drivers)('account requests (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });

  it('a customer asks with a reason of 10+ characters, once at a time', async () => {
    const customer = await registerCustomer(t.app);
    const missing = await post(t.app, ASK, {}, customer.token);
    expect(body(missing).errors).toEqual([{ field: 'reason', message: 'Reason is required' }]);
    const short = await post(t.app, ASK, { reason: 'too short' }, customer.token);
    expect(body(short).message).toBe('Reason must be at least 10 characters');
    const created = await post(t.app, ASK, { reason, storeName: 'Corner' }, customer.token);
    expect(created.statusCode).toBe(201);
    expect(body(created).message).toBe('Request submitted successfully!');
    expect(requestOf(created)).toMatchObject({
      type: 'account_register_request',
      status: 'pending',
      requestedRole: 'store_manager',
      requestedBy: { id: customer.user.id, email: customer.user.email },
      requestData: { reason, storeName: 'Corner', requestedRole: 'store_manager' },
    });
    const twice = await post(t.app, ASK, { reason }, customer.token);
    expect(twice.statusCode).toBe(409);
    const mine = body<Listed>(await get(t.app, '/api/requests/my-requests', customer.token)).data;
    expect(mine.requests.map((r) => r.id)).toEqual([requestOf(created).id]);
    expect(mine.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
  });

  it('two submissions at once make one request', async () => {
    const customer = await registerCustomer(t.app);
    const answers = await Promise.all([
      post(t.app, ASK, { reason }, customer.token),
      post(t.app, ASK, { reason }, customer.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses other roles and hides others\u2019 requests', async () => {
    const manager = await approvedManager(t.app, admin);
    expect((await post(t.app, ASK, { reason }, manager.token)).statusCode).toBe(403);
    expect((await post(t.app, ASK, { reason }, admin)).statusCode).toBe(403);
    expect((await post(t.app, ASK, { reason })).statusCode).toBe(401);
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const { id } = requestOf(await post(t.app, ASK, { reason }, owner.token));
    expect((await get(t.app, `/api/requests/${id}`, owner.token)).statusCode).toBe(200);
    expect((await get(t.app, `/api/requests/${id}`, admin)).statusCode).toBe(200);
    expect((await get(t.app, `/api/requests/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(t.app, '/api/requests', owner.token)).statusCode).toBe(403);
    expect((await decide(t.app, id, 'approve', manager.token)).statusCode).toBe(403);
  });

  it('approval makes the customer a store manager at the next refresh, with an audit row', async () => {
    const customer = await registerCustomer(t.app);
    const { id } = requestOf(await post(t.app, ASK, { reason }, customer.token));
    const approved = await decide(t.app, id, 'approve', admin, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(body(approved).message).toBe('Request approved successfully!');
    expect(requestOf(approved)).toMatchObject({
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    const refreshed = await post(t.app, '/api/auth/refresh', {
      refreshToken: customer.refreshToken,
    });
    const token = body<{ token: string }>(refreshed).data.token;
    const profile = body<{ user: { role: string } }>(await get(t.app, '/api/auth/profile', token));
    expect(profile.data.user.role).toBe('store_manager');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'request.approve',
        actorName: 'Ada Admin',
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'approved', requestedRole: 'store_manager' }),
      }),
    ]);
    const again = await decide(t.app, id, 'reject', admin);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('This request has already been reviewed');
  });

  it('rejection keeps the reason and leaves the customer a customer', async () => {
    const customer = await registerCustomer(t.app);
    const { id } = requestOf(await post(t.app, ASK, { reason }, customer.token));
    const rejected = await decide(t.app, id, 'reject', admin, { reason: 'Not hiring now' });
    expect(body(rejected).message).toBe('Request rejected successfully!');
    expect(requestOf(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not hiring now',
    });
    const signedIn = await login(t.app, customer.user.email);
    expect(body<{ user: { role: string } }>(signedIn).data.user.role).toBe('customer');
    const clash = await decide(t.app, id, 'approve', admin, { action: 'reject' });
    expect(clash.statusCode).toBe(400);
  });

  it('an admin sign-up says plainly that it asks for admin, in the queue and the answer', async () => {
    const payload = customerPayload({ role: 'admin' });
    await post(t.app, '/api/auth/register', payload);
    const queue = body<Listed>(
      await get(
        t.app,
        '/api/requests?status=pending&type=account_register_request&limit=100',
        admin,
      ),
    ).data.requests;
    const asked = queue.find((r) => r.requestedBy?.email === payload.email)!;
    expect(asked.requestedRole).toBe('admin');
    const approved = await decide(t.app, asked.id, 'approve', admin);
    expect(requestOf(approved).requestedRole).toBe('admin');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('filters the queue to admin or store manager registrations by requestedRole', async () => {
    const wantsAdmin = customerPayload({ role: 'admin' });
    await post(t.app, '/api/auth/register', wantsAdmin);
    const customer = await registerCustomer(t.app);
    await post(t.app, ASK, { reason }, customer.token);
    const listed = async (role: string) =>
      body<Listed>(await get(t.app, `/api/requests?requestedRole=${role}&limit=100`, admin)).data
        .requests;
    const admins = await listed('admin');
    expect(admins.map((r) => r.requestedBy?.email)).toContain(wantsAdmin.email);
    expect(admins.every((r) => r.requestedRole === 'admin')).toBe(true);
    const managers = await listed('store_manager');
    expect(managers.map((r) => r.requestedBy?.id)).toContain(customer.user.id);
    expect(managers.every((r) => r.requestedRole === 'store_manager')).toBe(true);
    const refused = await get(t.app, '/api/requests?requestedRole=customer', admin);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('Requested role must be store_manager or admin');
  });

  it('of two approvals at once, one wins and the other is a 409', async () => {
    const customer = await registerCustomer(t.app);
    const { id } = requestOf(await post(t.app, ASK, { reason }, customer.token));
    const bare = (token: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/requests/${id}/approve`,
        headers: { authorization: `Bearer ${token}` },
      });
    const answers = await Promise.all([bare(admin), decide(t.app, id, 'approve', admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const decisions = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(decisions).toHaveLength(1);
  });

  it('lists the queue newest first, filtered, with page and limit', async () => {
    const page = await get(t.app, '/api/requests?status=approved&limit=2', admin);
    const { requests, pagination } = body<Listed>(page).data;
    expect(requests.every((r) => r.status === 'approved')).toBe(true);
    expect(pagination).toMatchObject({ page: 1, limit: 2 });
    expect(pagination.total).toBeGreaterThanOrEqual(3);
    const times = requests.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(t.app, '/api/requests?status=done', admin)).statusCode).toBe(400);
  });
});
