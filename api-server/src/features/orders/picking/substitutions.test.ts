import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { body, get, initializeAdmin, post, registerCustomer } from '../../../test/accounts';
import { drivers, useTestApp } from '../../../test/app';
import { orderPayload, payAndOrder, placeOrder } from '../../../test/checkout';
import { itemOf, type One, pick, pickAndPack, pickingCatalog } from '../../../test/picking';
import { approvedManager } from '../../../test/requests';

describe.each(drivers)('substitutes and who picks (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let shop: Awaited<ReturnType<typeof pickingCatalog>>;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    shop = await pickingCatalog(t.database.db);
  });
  const stockOf = async (id: string) =>
    (
      await t.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id))
    )[0]!.stock;

  async function appleOrder(substitution?: { preference: string; productId?: string }) {
    const { token } = await registerCustomer(t.app);
    const items = [
      { productId: shop.apples, quantity: 1, ...(substitution ? { substitution } : {}) },
    ];
    const res = await placeOrder(t.app, token, orderPayload(items));
    expect(res.statusCode).toBe(201);
    return { token, order: body<One>(res).data.order };
  }

  it('never charges more per unit for a substitute the shopper did not choose', async () => {
    const dearer = await appleOrder();
    const apple = itemOf(dearer.order, 'Loose Apples').id;
    const figs = await pick(t.app, admin, dearer.order.id, apple, {
      outcome: 'substituted',
      substituteProductId: shop.figs,
    });
    expect(itemOf(body<One>(figs).data.order, 'Loose Apples').pick!.substitute).toMatchObject({
      name: 'Fresh Figs',
      unitPrice: 3,
      quantity: 1,
    });
    const cheaper = await pick(t.app, admin, dearer.order.id, apple, {
      outcome: 'substituted',
      substituteProductId: shop.pears,
      substituteQuantity: 1.2,
    });
    expect(itemOf(body<One>(cheaper).data.order, 'Loose Apples').pick).toMatchObject({
      lineTotal: 3.36,
      substitute: { unitPrice: 2.8, quantity: 1.2 },
    });

    const chosen = await appleOrder({ preference: 'specific', productId: shop.figs });
    const suggested = await get(t.app, `/api/picking/orders/${chosen.order.id}`, admin);
    const line = itemOf(chosen.order, 'Loose Apples').id;
    const first = body<{
      suggestions: Record<string, { name: string; chargedUnitPrice: number }[]>;
    }>(suggested).data.suggestions[line]!;
    expect(first.map((s) => s.name)).toEqual(['Fresh Figs', 'Loose Pears']);
    expect(first[0]!.chargedUnitPrice).toBe(4);
    const own = await pick(t.app, admin, chosen.order.id, line, {
      outcome: 'substituted',
      substituteProductId: shop.figs,
    });
    expect(itemOf(body<One>(own).data.order, 'Loose Apples').pick!.substitute!.unitPrice).toBe(4);

    const none = await appleOrder({ preference: 'none' });
    const refused = await pick(t.app, admin, none.order.id, none.order.items[0]!.id, {
      outcome: 'substituted',
      substituteProductId: shop.pears,
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(
      'The shopper asked for no substitutes: record the line as short',
    );
    const otherAisle = await pick(t.app, admin, dearer.order.id, apple, {
      outcome: 'substituted',
      substituteProductId: shop.milk,
    });
    expect(otherAisle.statusCode).toBe(400);
  });

  it('refunds a substitute the shopper rejects after packing, once', async () => {
    const { token } = await registerCustomer(t.app);
    const payload = orderPayload([
      { productId: shop.apples, quantity: 1 },
      { productId: shop.milk, quantity: 1 },
    ]);
    // $3.00 + $1.99, authorised with $0.30 margin.
    const placed = body<One>(await payAndOrder(t.app, token, payload, 5.29)).data.order;
    const line = itemOf(placed, 'Loose Apples').id;
    const url = `/api/orders/${placed.id}/items/${line}/reject-substitution`;
    expect((await post(t.app, url, undefined, token)).statusCode).toBe(409);
    const pears = await stockOf(shop.pears);
    await pickAndPack(t.app, admin, placed, {
      'Loose Apples': { outcome: 'substituted', substituteProductId: shop.pears },
    });
    expect(await stockOf(shop.pears)).toBe(pears - 1);
    const rejected = await post(t.app, url, undefined, token);
    expect(rejected.statusCode).toBe(200);
    expect(body(rejected).message).toBe('Substitute rejected: the line was refunded');
    const { order } = body<One>(rejected).data;
    expect(order).toMatchObject({ finalAmountPicked: 1.99, paymentStatus: 'partially_refunded' });
    expect(order.payment).toMatchObject({ capturedAmount: 4.79, refundedAmount: 2.8 });
    expect(itemOf(order, 'Loose Apples').pick).toMatchObject({ rejected: true, lineTotal: 0 });
    expect(await stockOf(shop.pears)).toBe(pears);
    expect((await post(t.app, url, undefined, token)).statusCode).toBe(409);
  });

  it('cash on delivery: a rejected substitute is owed no more, and nothing reads refunded', async () => {
    const { token } = await registerCustomer(t.app);
    const payload = orderPayload([
      { productId: shop.apples, quantity: 1 },
      { productId: shop.milk, quantity: 1 },
    ]);
    const placed = body<One>(await placeOrder(t.app, token, payload)).data.order;
    const line = itemOf(placed, 'Loose Apples').id;
    const packed = await pickAndPack(t.app, admin, placed, {
      'Loose Apples': { outcome: 'substituted', substituteProductId: shop.pears },
    });
    const url = `/api/orders/${placed.id}/items/${line}/reject-substitution`;
    const rejected = await post(t.app, url, undefined, token);
    expect(rejected.statusCode).toBe(200);
    expect(body(rejected).message).toBe('Substitute rejected: the line is not charged');
    const { order } = body<One>(rejected).data;
    expect(order.payment).toBeNull();
    expect(order.amountDue).toBeCloseTo(packed.amountDue - 2.8, 2);
    const shown = await get(t.app, `/api/orders/${placed.id}`, token);
    const notes = body<One>(shown).data.order.events!.map((e) => e.note);
    expect(notes).toContain('Substitute Loose Pears rejected: not charged');
    expect(notes.join(' ')).not.toMatch(/refund/i);
  });

  it('lets admins and store managers pick, by aisle; customers get a 403', async () => {
    const { token: customer } = await registerCustomer(t.app);
    const { order } = await appleOrder();
    const slotId = order.deliverySlot!.id;
    expect((await get(t.app, `/api/picking?slotId=${slotId}`, customer)).statusCode).toBe(403);
    const list = await get(t.app, `/api/picking?slotId=${slotId}`, admin);
    expect(list.statusCode).toBe(200);
    const { aisles, orders } = body<{
      orders: { id: string }[];
      aisles: { category: string; lines: { orderId: string }[] }[];
    }>(list).data;
    expect(orders.map((o) => o.id)).toContain(order.id);
    expect(
      aisles.find((a) => a.category === 'Loose Produce')!.lines.map((l) => l.orderId),
    ).toContain(order.id);
    const manager = await approvedManager(t.app, admin);
    const start = await post(
      t.app,
      `/api/picking/orders/${order.id}/start`,
      undefined,
      manager.token,
    );
    expect(start.statusCode).toBe(200);
    expect(body<One>(start).data.order.pickingStatus).toBe('picking');
    expect((await get(t.app, '/api/picking', admin)).statusCode).toBe(400);
  });
});
