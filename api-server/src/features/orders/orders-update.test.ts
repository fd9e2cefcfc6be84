import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@grocery/shared-api';
import { auditLog, orderEvents, orders } from '../../db/schema';
import { BAD_TEXT } from '../../plugins/zod';
import { body, get, initializeAdmin, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, placeOrder, shippingAddress } from '../../test/checkout';
import { approvedManager } from '../../test/requests';

type One = { order: Order };

const UPDATED = 'Delivery details updated';
const NOT_CHANGEABLE = 'This order can no longer be changed';
const newAddress = shippingAddress({
  firstName: 'Nora',
  lastName: 'Neighbour',
  email: 'Nora@Example.com',
  address: '7 Elm Street, Apt 2',
  city: 'Shelbyville',
  zipCode: '62565',
});

const update = (app: FastifyInstance, id: string, token: string, payload: unknown) =>
  put(app, `/api/orders/${id}`, payload, token);
const move = (app: FastifyInstance, id: string, token: string, status: string) =>
  put(app, `/api/orders/${id}/status`, { status }, token);

describe.each(drivers)('changing an order’s delivery address (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });
  const db = () => t.database.db;
  const eventsOf = (id: string) =>
    db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const auditsOf = (id: string) => db().select().from(auditLog).where(eq(auditLog.entityId, id));

  async function placed(token: string): Promise<Order> {
    const productId = await insertProduct(db(), { name: 'Moving Muesli', priceCents: 450 });
    const res = await placeOrder(t.app, token, orderPayload([{ productId, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    return body<One>(res).data.order;
  }

  it('the owner changes the address: history, audit and totals as before', async () => {
    const { token } = await registerCustomer(t.app);
    const order = await placed(token);
    const res = await update(t.app, order.id, token, { shippingAddress: newAddress });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe(UPDATED);
    const changed = body<One>(res).data.order;
    expect(changed.shippingAddress).toEqual({ ...newAddress, email: 'nora@example.com' });
    // Lines, money, status and payment are what they were.
    for (const key of ['items', 'finalAmount', 'totalAmount', 'status', 'paymentStatus'] as const) {
      expect(changed[key]).toEqual(order[key]);
    }
    expect(changed.events!.map((e) => [e.status, e.note, e.actorName])).toEqual([
      ['pending', 'Order placed', 'Carla Customer'],
      ['pending', UPDATED, 'Carla Customer'],
    ]);
    const seen = body<One>(await get(t.app, `/api/orders/${order.id}`, token)).data.order;
    expect(seen.shippingAddress.city).toBe('Shelbyville');
    const [audit] = await auditsOf(order.id);
    expect(audit).toMatchObject({
      action: 'order.update',
      entityType: 'order',
      actorName: 'Carla Customer',
      before: { shippingAddress: order.shippingAddress },
      after: { shippingAddress: changed.shippingAddress },
    });
  });

  it('an admin changes a confirmed order; the history names the admin', async () => {
    const { token } = await registerCustomer(t.app);
    const order = await placed(token);
    expect((await move(t.app, order.id, admin, 'confirmed')).statusCode).toBe(200);
    const res = await update(t.app, order.id, admin, { shippingAddress: newAddress });
    expect(res.statusCode).toBe(200);
    const changed = body<One>(res).data.order;
    expect(changed.status).toBe('confirmed');
    expect(changed.events!.at(-1)).toMatchObject({
      status: 'confirmed',
      note: UPDATED,
      actorName: 'Ada Admin',
    });
  });

  it('someone else’s order, a store manager, a missing order and no sign-in change nothing', async () => {
    const { token } = await registerCustomer(t.app);
    const order = await placed(token);
    const stranger = (await registerCustomer(t.app)).token;
    const manager = (await approvedManager(t.app, admin)).token;
    for (const [id, who] of [
      [order.id, stranger],
      [order.id, manager],
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-an-id', token],
    ] as const) {
      const res = await update(t.app, id, who, { shippingAddress: newAddress });
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Order not found');
    }
    expect(
      (await put(t.app, `/api/orders/${order.id}`, { shippingAddress: newAddress })).statusCode,
    ).toBe(401);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shippingAddress).toEqual(order.shippingAddress);
    expect(await auditsOf(order.id)).toHaveLength(0);
  });

  it('a processing, shipped or cancelled order can no longer be changed (409)', async () => {
    const { token } = await registerCustomer(t.app);
    const shipped = await placed(token);
    for (const status of ['confirmed', 'processing']) {
      expect((await move(t.app, shipped.id, admin, status)).statusCode).toBe(200);
    }
    const processing = await update(t.app, shipped.id, token, { shippingAddress: newAddress });
    expect(processing.statusCode).toBe(409);
    expect(body(processing).message).toBe(NOT_CHANGEABLE);
    expect((await move(t.app, shipped.id, admin, 'shipped')).statusCode).toBe(200);
    const cancelled = await placed(token);
    expect((await put(t.app, `/api/orders/${cancelled.id}/cancel`, {}, token)).statusCode).toBe(
      200,
    );
    for (const { id } of [shipped, cancelled]) {
      for (const who of [token, admin]) {
        const res = await update(t.app, id, who, { shippingAddress: newAddress });
        expect(res.statusCode).toBe(409);
        expect(body(res)).toEqual({ success: false, message: NOT_CHANGEABLE });
      }
      expect((await eventsOf(id)).map((e) => e.note)).not.toContain(UPDATED);
      expect(await auditsOf(id)).toHaveLength(0);
    }
  });

  it('refuses bad bodies with 400 and the field at fault', async () => {
    const { token } = await registerCustomer(t.app);
    const order = await placed(token);
    const cases: [unknown, string, string][] = [
      [
        { shippingAddress: { ...newAddress, city: 'Spring\u0000field' } },
        'shippingAddress.city',
        BAD_TEXT,
      ],
      [
        { shippingAddress: newAddress, status: 'delivered' },
        'status',
        'Only the shipping address of an order can be changed',
      ],
      [
        { shippingAddress: newAddress, totalAmount: 0.01, items: [] },
        'totalAmount',
        'Only the shipping address of an order can be changed',
      ],
      [{ shippingAddress: '12 Orchard Lane' }, 'shippingAddress', 'Shipping address is required'],
      [{}, 'shippingAddress', 'Shipping address is required'],
      [
        { shippingAddress: { ...newAddress, zipCode: 62704 } },
        'shippingAddress.zipCode',
        'ZIP code is required',
      ],
      [
        { shippingAddress: { ...newAddress, zipCode: 'x'.repeat(1e5) } },
        'shippingAddress.zipCode',
        'ZIP code must be less than 10 characters',
      ],
      [
        { shippingAddress: { ...newAddress, email: 'nora' } },
        'shippingAddress.email',
        'Please provide a valid email address',
      ],
      [
        { shippingAddress: { ...newAddress, firstName: '\u200B\uFEFF' } },
        'shippingAddress.firstName',
        'First name is required',
      ],
      [[newAddress], 'body', 'Invalid request body'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await update(t.app, order.id, token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).success).toBe(false);
      expect(body(res).errors).toContainEqual({ field, message });
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shippingAddress).toEqual(order.shippingAddress);
    expect(row!.status).toBe('pending');
  });

  it('racing a status change, one outcome wins whole: never half an update', async () => {
    const { token } = await registerCustomer(t.app);
    for (let round = 0; round < 4; round++) {
      const order = await placed(token);
      expect((await move(t.app, order.id, admin, 'confirmed')).statusCode).toBe(200);
      const race =
        round % 2
          ? move(t.app, order.id, admin, 'processing')
          : put(t.app, `/api/orders/${order.id}/cancel`, {}, token);
      const [changed, moved] = await Promise.all([
        update(t.app, order.id, token, { shippingAddress: newAddress }),
        race,
      ]);
      expect(moved.statusCode).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      const notes = (await eventsOf(order.id)).map((e) => e.note);
      const audits = await auditsOf(order.id);
      if (changed.statusCode === 200) {
        expect(row!.shippingAddress).toMatchObject({ city: 'Shelbyville' });
        expect(notes.filter((n) => n === UPDATED)).toHaveLength(1);
        expect(audits).toHaveLength(1);
      } else {
        expect(changed.statusCode).toBe(409);
        expect(body(changed).message).toBe(NOT_CHANGEABLE);
        expect(row!.shippingAddress).toEqual(order.shippingAddress);
        expect(notes).not.toContain(UPDATED);
        expect(audits).toHaveLength(0);
      }
      expect(row!.status).toBe(round % 2 ? 'processing' : 'cancelled');
    }
  });

  it('honours If-Match: the ETag of GET, 412 once the order changed since', async () => {
    const { token } = await registerCustomer(t.app);
    const order = await placed(token);
    const read = await get(t.app, `/api/orders/${order.id}`, token);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const withTag = (tag: string, city: string, who = token) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}`,
        headers: { authorization: `Bearer ${who}`, 'if-match': tag },
        payload: { shippingAddress: { ...newAddress, city } },
      });
    expect((await withTag(etag, 'Capital City')).statusCode).toBe(200);
    const stale = await withTag(etag, 'Ogdenville');
    expect(stale.statusCode).toBe(412);
    expect(body(stale).message).toBe(
      'This item was changed by someone else since you loaded it. Reload it and try again.',
    );
    const stranger = (await registerCustomer(t.app)).token;
    expect((await withTag('*', 'Ogdenville', stranger)).statusCode).toBe(404);
    const fresh = (await get(t.app, `/api/orders/${order.id}`, token)).headers.etag as string;
    expect(fresh).not.toBe(etag);
    expect((await move(t.app, order.id, admin, 'confirmed')).statusCode).toBe(200);
    expect((await withTag(fresh, 'Ogdenville')).statusCode).toBe(412);
    expect((await withTag('*', 'North Haverbrook')).statusCode).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shippingAddress).toMatchObject({ city: 'North Haverbrook' });
    expect(await auditsOf(order.id)).toHaveLength(2);
  });

  it('is documented in the OpenAPI document with its body', async () => {
    const doc = (await get(t.app, '/api/docs/json')).json();
    const operation = doc.paths['/api/orders/{id}'].put;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'shippingAddress',
    );
  });
});
