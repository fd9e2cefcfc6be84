import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order, OrderStats } from '@grocery/shared-api';
import { dailySales, outbox, payments, productSales, products } from '../../db/schema';
import { bearer, body, get, initializeAdmin, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, payAndOrder, placeOrder } from '../../test/checkout';
import { insertOrderOn } from '../../test/orders';

type One = { order: Order };
type Page = { orders: Order[]; pagination: { total: number } };

const cancel = (app: FastifyInstance, id: string, token: string, reason?: string) =>
  put(app, `/api/orders/${id}/cancel`, reason === undefined ? {} : { reason }, token);
const move = (app: FastifyInstance, id: string, token: string, status: string, note?: string) =>
  put(app, `/api/orders/${id}/status`, { status, note }, token);

describe.each(drivers)('cancelling and fulfilling orders (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });
  const db = () => t.database.db;
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;

  async function order(token: string, stock = 10, paid = false) {
    const productId = await insertProduct(db(), { name: 'Cancel Carrots', priceCents: 200, stock });
    const payload = orderPayload([{ productId, quantity: 3 }]);
    const res = paid
      ? await payAndOrder(t.app, token, payload, 6)
      : await placeOrder(t.app, token, payload);
    expect(res.statusCode).toBe(201);
    return { productId, order: body<One>(res).data.order };
  }

  it('the owner cancels a paid pending order: stock back, payment refunded, sales adjusted', async () => {
    const { token } = await registerCustomer(t.app);
    const { productId, order: placed } = await order(token, 10, true);
    expect(await stockOf(productId)).toBe(7);
    const res = await cancel(t.app, placed.id, token, 'Customer requested cancellation');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Order cancelled successfully');
    const { order: cancelled } = body<One>(res).data;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: 'Customer requested cancellation',
      canCancel: false,
    });
    expect(cancelled.events!.map((e) => e.status)).toEqual(['pending', 'cancelled']);
    expect(await stockOf(productId)).toBe(10);
    const [payment] = await db().select().from(payments).where(eq(payments.id, placed.payment!.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 600 });
    const [sales] = await db()
      .select()
      .from(productSales)
      .where(eq(productSales.productId, productId));
    expect(sales).toMatchObject({ quantity: 0, revenueCents: 0 });

    const twice = await cancel(t.app, placed.id, token, 'again');
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe('This order can no longer be cancelled');
    expect(await stockOf(productId)).toBe(10);
  });

  it("another customer's order is 404; once processing the owner can no longer cancel", async () => {
    const { token } = await registerCustomer(t.app);
    const stranger = (await registerCustomer(t.app)).token;
    const { order: placed } = await order(token);
    expect((await cancel(t.app, placed.id, stranger, 'mine')).statusCode).toBe(404);
    expect((await move(t.app, placed.id, admin, 'confirmed')).statusCode).toBe(200);
    expect((await move(t.app, placed.id, admin, 'processing')).statusCode).toBe(200);
    const late = await cancel(t.app, placed.id, token);
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe('This order can no longer be cancelled');
  });

  it('admins move orders one step at a time; unknown is 400, a skip or a step back is 409', async () => {
    const { token } = await registerCustomer(t.app);
    const { order: placed } = await order(token);
    const unknown = await move(t.app, placed.id, admin, 'teleported');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe(
      'Status must be one of: pending, confirmed, processing, shipped, delivered, cancelled',
    );
    const skip = await move(t.app, placed.id, admin, 'shipped');
    expect(skip.statusCode).toBe(409);
    expect(body(skip).message).toBe('An order cannot move from pending to shipped');
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const res = await move(t.app, placed.id, admin, status, `now ${status}`);
      expect(res.statusCode).toBe(200);
      expect(body<One>(res).data.order.status).toBe(status);
    }
    expect((await move(t.app, placed.id, admin, 'processing')).statusCode).toBe(409);
    expect((await move(t.app, placed.id, admin, 'cancelled')).statusCode).toBe(409);
    const seen = body<One>(await get(t.app, `/api/orders/${placed.id}`, token)).data.order;
    expect(placed.paymentStatus).toBe('pending');
    expect(seen.status).toBe('delivered');
    expect(seen.paymentStatus).toBe('paid');
    expect(seen.events!.map((e) => [e.status, e.note, e.actorName])).toEqual([
      ['pending', 'Order placed', 'Carla Customer'],
      ['confirmed', 'now confirmed', 'Ada Admin'],
      ['processing', 'now processing', 'Ada Admin'],
      ['shipped', 'now shipped', 'Ada Admin'],
      ['delivered', 'now delivered', 'Ada Admin'],
    ]);
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, placed.customer.email));
    expect(mails.map((m) => m.subject)).toContain(`Your order ${placed.orderNumber} is on its way`);
  });

  it('an admin cancel through the status route has the same effects', async () => {
    const { token } = await registerCustomer(t.app);
    const { productId, order: placed } = await order(token, 5);
    await move(t.app, placed.id, admin, 'confirmed');
    const res = await move(t.app, placed.id, admin, 'cancelled', 'Out of delivery area');
    expect(res.statusCode).toBe(200);
    expect(body<One>(res).data.order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Out of delivery area',
    });
    expect(await stockOf(productId)).toBe(5);
    const customerCancel = await cancel(t.app, placed.id, admin, 'again');
    expect(customerCancel.statusCode).toBe(409);
  });

  it('lists every order for admins, filtered by status, dates and search', async () => {
    const ann = await registerCustomer(t.app, { firstName: 'Annabel', lastName: 'Zed' });
    const bob = await registerCustomer(t.app, { firstName: 'Bob', lastName: 'Brown' });
    const { order: annOrder } = await order(ann.token);
    const { order: bobOrder } = await order(bob.token);
    await move(t.app, bobOrder.id, admin, 'confirmed');
    const list = async (query: string) =>
      body<Page>(await get(t.app, `/api/orders?${query}`, admin)).data;
    expect((await list('search=annabel')).orders.map((o) => o.id)).toEqual([annOrder.id]);
    expect((await list(`search=${bob.user.email.toUpperCase()}`)).orders.map((o) => o.id)).toEqual([
      bobOrder.id,
    ]);
    expect((await list(`search=${annOrder.orderNumber}`)).orders.map((o) => o.id)).toEqual([
      annOrder.id,
    ]);
    expect((await list('search=%25')).orders).toEqual([]);
    const confirmed = (await list('status=confirmed&limit=100')).orders.map((o) => o.id);
    expect(confirmed).toContain(bobOrder.id);
    expect(confirmed).not.toContain(annOrder.id);
    const today = new Date().toISOString().slice(0, 10);
    const all = await list(`from=${today}&to=${today}&limit=100`);
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([annOrder.id, bobOrder.id]));
    expect(all.orders[0]!.id).toBe(bobOrder.id);
    expect((await list('to=2020-01-01')).pagination.total).toBe(0);
    const badStatus = await get(t.app, '/api/orders?status=lost', admin);
    expect(badStatus.statusCode).toBe(400);
    const noToken = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer('x') });
    expect(noToken.statusCode).toBe(401);
  });
});

describe.each(drivers)('order stats (%s)', (driver) => {
  const t = useTestApp(driver);

  it('counts orders and revenue per day, by status and per product; cancelled add no revenue', async () => {
    const admin = await initializeAdmin(t.app);
    const customer = await registerCustomer(t.app);
    const db = t.database.db;
    const milk = await insertProduct(db, { name: 'Stats Milk', priceCents: 300, stock: 100 });
    const eggs = await insertProduct(db, { name: 'Stats Eggs', priceCents: 450, stock: 100 });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const at = (
      n: number,
      status: Parameters<typeof insertOrderOn>[1]['status'],
      lines: [string, string, number, number][],
    ) =>
      insertOrderOn(db, {
        userId: customer.user.id,
        createdAt: daysAgo(n),
        status,
        lines: lines.map(([productId, productName, unitPriceCents, quantity]) => ({
          productId,
          productName,
          unitPriceCents,
          quantity,
        })),
      });
    await at(0, 'pending', [[milk, 'Stats Milk', 300, 2]]); // 6.00 today
    await at(0, 'cancelled', [[eggs, 'Stats Eggs', 450, 10]]); // cancelled: no revenue
    await at(3, 'delivered', [
      [milk, 'Stats Milk', 300, 1],
      [eggs, 'Stats Eggs', 450, 2],
    ]); // 12.00
    await at(10, 'shipped', [[eggs, 'Stats Eggs', 450, 4]]); // 18.00
    await at(45, 'delivered', [[milk, 'Stats Milk', 300, 10]]); // 30.00, outside 30 days
    const res = await get(t.app, '/api/orders/stats/overview', admin.token);
    expect(res.statusCode).toBe(200);
    const { stats } = body<{ stats: OrderStats }>(res).data;
    expect(stats.today).toEqual({ orders: 1, revenue: 6 });
    expect(stats.last30Days).toEqual({ orders: 3, revenue: 36, averageOrderValue: 12 });
    expect(stats.totalOrders).toBe(5);
    expect(stats.totalRevenue).toBe(66);
    expect(stats.byStatus).toEqual({
      pending: 1,
      confirmed: 0,
      processing: 0,
      shipped: 1,
      delivered: 2,
      cancelled: 1,
    });
    expect(stats.topProducts).toEqual([
      { productId: milk, productName: 'Stats Milk', quantity: 13, revenue: 39 },
      { productId: eggs, productName: 'Stats Eggs', quantity: 6, revenue: 27 },
    ]);
    expect(stats.dailyRevenue).toHaveLength(30);
    expect(stats.dailyRevenue.at(-1)).toEqual({
      date: daysAgo(0).toISOString().slice(0, 10),
      orders: 1,
      revenue: 6,
    });
    expect(stats.dailyRevenue.at(-4)).toMatchObject({ orders: 1, revenue: 12 });
    expect(stats.dailyRevenue.reduce((sum, d) => sum + d.revenue, 0)).toBe(36);
    const [today] = await db
      .select()
      .from(dailySales)
      .where(eq(dailySales.day, daysAgo(0).toISOString().slice(0, 10)));
    expect(today!.cancelledOrders).toBe(1);
  });
});
