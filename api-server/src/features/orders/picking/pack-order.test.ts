import { eq } from 'drizzle-orm';
import { dailySales, outbox, payments, products } from '../../../db/schema';
import { body, initializeAdmin, post, registerCustomer } from '../../../test/accounts';
import { drivers, useTestApp } from '../../../test/app';
import { orderPayload, payAndOrder, placeOrder } from '../../../test/checkout';
import { itemOf, type One, pack, pick, pickAndPack, pickingCatalog } from '../../../test/picking';

describe.each(drivers)('packing: the final charge (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let shop: Awaited<ReturnType<typeof pickingCatalog>>;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    shop = await pickingCatalog(t.database.db);
  });
  const db = () => t.database.db;
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;
  const paymentOf = async (id: string) =>
    (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
  const revenue = async () =>
    (await db().select().from(dailySales)).reduce((sum, d) => sum + d.revenueCents, 0);
  const packedMail = async (orderNumber: string) =>
    (
      await db()
        .select({ body: outbox.body })
        .from(outbox)
        .where(eq(outbox.subject, `Your order ${orderNumber} is packed`))
    )[0]!.body;

  /** 1.5 kg of apples and 2 milks by card: $8.48 estimated, $8.93 authorised. */
  async function weighedCardOrder() {
    const { token } = await registerCustomer(t.app);
    const payload = orderPayload([
      { productId: shop.apples, quantity: 1.5 },
      { productId: shop.milk, quantity: 2 },
    ]);
    const res = await payAndOrder(t.app, token, payload, 8.93);
    expect(res.statusCode).toBe(201);
    return { token, order: body<One>(res).data.order };
  }

  it('captures the weight picked, less than authorised, releases the rest and moves stock', async () => {
    const { order } = await weighedCardOrder();
    const [apples, milk, sales] = [
      await stockOf(shop.apples),
      await stockOf(shop.milk),
      await revenue(),
    ];
    const packed = await pickAndPack(t.app, admin, order, {
      'Loose Apples': { outcome: 'picked', quantity: 1.38 },
    });
    // 1.38 kg x $3.00 = $4.14, + $3.98.
    expect(packed).toMatchObject({
      status: 'processing',
      pickingStatus: 'packed',
      paymentStatus: 'paid',
      finalAmountPicked: 8.12,
      estimatedAmount: 8.48,
      authorizedAmount: 8.93,
    });
    expect(itemOf(packed, 'Loose Apples').pick).toMatchObject({ quantity: 1.38, lineTotal: 4.14 });
    expect(await paymentOf(order.payment!.id)).toMatchObject({
      status: 'captured',
      amountCents: 812,
    });
    expect(await stockOf(shop.apples)).toBe(apples + 1.5 - 1.38);
    expect(await stockOf(shop.milk)).toBe(milk);
    expect(await revenue()).toBe(sales - 848 + 812);
    const mail = await packedMail(order.orderNumber);
    expect(mail).toContain('Loose Apples: ordered 1.5 kg, weighed 1.38 kg: $4.14 instead of $4.50');
    expect(mail).toContain('Total: $8.12');
  });

  it('a shortage on a card only authorised was never taken: the hold is released, not refunded', async () => {
    const { order } = await weighedCardOrder();
    const packed = await pickAndPack(t.app, admin, order, {
      'Whole Milk': { outcome: 'short' },
    });
    // $4.50 of apples + tax; the milk's $3.98 is never captured.
    expect(packed.payment).toMatchObject({ capturedAmount: 4.5, refundedAmount: 0 });
    const mail = await packedMail(order.orderNumber);
    expect(mail).toContain('Whole Milk: none left, not charged (the $3.98 held was released)');
    expect(mail).not.toMatch(/refund/i);
  });

  it('never captures more than was authorised', async () => {
    const { order } = await weighedCardOrder();
    const packed = await pickAndPack(t.app, admin, order, {
      'Loose Apples': { outcome: 'picked', quantity: 1.8 },
    });
    expect(packed.finalAmountPicked).toBe(9.38);
    expect(packed.payment).toMatchObject({ capturedAmount: 8.93, status: 'paid' });
  });

  it('refunds a shortage on an order paid at checkout', async () => {
    const { token } = await registerCustomer(t.app);
    const payload = orderPayload([
      { productId: shop.milk, quantity: 2 },
      { productId: shop.juice, quantity: 1 },
    ]);
    const placed = body<One>(await payAndOrder(t.app, token, payload, 6.48)).data.order;
    expect(placed.paymentStatus).toBe('paid');
    const juice = await stockOf(shop.juice);
    const packed = await pickAndPack(t.app, admin, placed, {
      'Orange Juice': { outcome: 'short' },
    });
    expect(packed).toMatchObject({ paymentStatus: 'partially_refunded', finalAmountPicked: 3.98 });
    expect(packed.payment).toMatchObject({ capturedAmount: 6.48, refundedAmount: 2.5 });
    expect(itemOf(packed, 'Orange Juice').pick).toMatchObject({ outcome: 'short', lineTotal: 0 });
    expect(await stockOf(shop.juice)).toBe(juice + 1);
    expect(await packedMail(placed.orderNumber)).toContain(
      'Orange Juice: none left, not charged ($2.50 refunded)',
    );
  });

  it('packs once: two pickers at once, one wins and the other is told', async () => {
    const { order } = await weighedCardOrder();
    for (const item of order.items) {
      await pick(t.app, admin, order.id, item.id, { outcome: 'picked' });
    }
    const answers = await Promise.all([pack(t.app, admin, order.id), pack(t.app, admin, order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(body(loser).message).toBe('This order has already been packed');
    expect(await paymentOf(order.payment!.id)).toMatchObject({
      amountCents: 848,
      status: 'captured',
    });
    const late = await pick(t.app, admin, order.id, order.items[0]!.id, { outcome: 'short' });
    expect(late.statusCode).toBe(409);
  });

  it('refuses to pack with lines not yet picked', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId: shop.milk, quantity: 1 }]),
    );
    const answer = await pack(t.app, admin, body<One>(res).data.order.id);
    expect(answer.statusCode).toBe(409);
    expect(body(answer).message).toBe('1 line has not been picked yet');
  });

  it('cash on delivery: the amount due becomes the final total', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId: shop.apples, quantity: 1 }]),
    );
    const placed = body<One>(res).data.order;
    expect(placed).toMatchObject({
      amountDue: 3,
      paymentStatus: 'pending',
      authorizedAmount: null,
    });
    const packed = await pickAndPack(t.app, admin, placed, {
      'Loose Apples': { outcome: 'picked', quantity: 1.125 },
    });
    expect(packed).toMatchObject({ amountDue: 3.38, finalAmountPicked: 3.38 });
    const started = await post(t.app, `/api/picking/orders/${placed.id}/start`, undefined, admin);
    expect(started.statusCode).toBe(409);
  });
});
