import { eq } from 'drizzle-orm';
import { type Order, type PaymentResult, slotLabel } from '@grocery/shared-api';
import { orders, outbox, payments, products } from '../../db/schema';
import { body, get, initializeAdmin, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct, isoDay } from '../../test/catalog';
import {
  TEST_CARDS,
  cardFields,
  orderPayload,
  pay,
  payAndOrder,
  placeOrder,
} from '../../test/checkout';

type Placed = { order: Order };

describe.each(drivers)('placing orders (%s)', (driver) => {
  const t = useTestApp(driver);
  let adminToken: string;
  let shopper: { token: string; userId: string };
  beforeAll(async () => {
    adminToken = (await initializeAdmin(t.app)).token;
    const session = await registerCustomer(t.app, { firstName: 'Olga', lastName: 'Orderer' });
    shopper = { token: session.token, userId: session.user.id };
  });
  const db = () => t.database.db;
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));

  it('prices every line from the database, whatever the client sent', async () => {
    const plain = await insertProduct(db(), { name: 'Plain Oats', priceCents: 300, stock: 10 });
    const onSale = await insertProduct(db(), {
      name: 'Sale Honey',
      priceCents: 500,
      stock: 10,
      discountPriceCents: 400,
      discountStartDate: isoDay(-1),
      discountEndDate: isoDay(1),
    });
    const saleOver = await insertProduct(db(), {
      name: 'Old Sale Jam',
      priceCents: 250,
      stock: 10,
      discountPriceCents: 125,
      discountEndDate: isoDay(-1),
    });
    const res = await placeOrder(
      t.app,
      shopper.token,
      orderPayload(
        [
          { productId: plain, quantity: 2, productPrice: 0.01 },
          { productId: onSale, quantity: 3, productPrice: 0.01 },
          { productId: saleOver, quantity: 1, productPrice: 0.01 },
        ],
        { totals: { subtotal: 0.06, total: 0.06 }, totalAmount: 0.06 },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Order placed successfully!');
    const { order } = body<Placed>(res).data;
    expect(order).toMatchObject({
      status: 'pending',
      totalAmount: 23.5,
      discountAmount: 3,
      shippingAmount: 0,
      taxAmount: 0,
      finalAmount: 20.5,
      currency: 'USD',
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      payment: null,
      canCancel: true,
      customer: { id: shopper.userId, name: 'Olga Orderer' },
    });
    expect(order.orderNumber).toMatch(/^ORD-1\d{5,}$/);
    expect(
      order.items.map((i) => [i.productName, i.productPrice, i.quantity, i.lineTotal]),
    ).toEqual([
      ['Old Sale Jam', 2.5, 1, 2.5],
      ['Plain Oats', 3, 2, 6],
      ['Sale Honey', 4, 3, 12],
    ]);
    expect(order.events).toEqual([
      expect.objectContaining({ status: 'pending', actorName: 'Olga Orderer' }),
    ]);
    expect([await stockOf(plain), await stockOf(onSale), await stockOf(saleOver)]).toEqual([
      8, 7, 9,
    ]);
    // The spec's summary adds up: the subtotal is at list prices, the discount comes off it.
    const [mail] = await db()
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${order.orderNumber} is confirmed`));
    expect(mail!.body).toContain(
      'Subtotal: $23.50\nDiscount: -$3.00\nShipping: $0.00\nTax: $0.00\nTotal: $20.50\n',
    );
    // The slot the answer shows is the one the mail names (both read with the order's price).
    expect(order.deliverySlot).not.toBeNull();
    expect(mail!.body).toContain(`Delivery: ${slotLabel(order.deliverySlot!)}\n`);
  });

  it('refuses missing, inactive and hidden products by name with 409', async () => {
    const inactive = await insertProduct(db(), { name: 'Retired Rye', status: 'inactive' });
    const hidden = await insertProduct(db(), { name: 'Hidden Herbs', visibility: 'hidden' });
    for (const [productId, message] of [
      [inactive, 'Retired Rye is no longer available'],
      [hidden, 'Hidden Herbs is no longer available'],
      ['00000000-0000-4000-8000-000000000000', 'A product in your cart is no longer available'],
    ] as const) {
      const res = await placeOrder(
        t.app,
        shopper.token,
        orderPayload([{ productId, quantity: 1 }]),
      );
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(message);
    }
  });

  it('names the product when stock runs short, and takes nothing', async () => {
    const few = await insertProduct(db(), { name: 'Few Figs', stock: 2 });
    const none = await insertProduct(db(), { name: 'Gone Grapes', stock: 0 });
    const plenty = await insertProduct(db(), { name: 'Plenty Pears', stock: 50 });
    const mailsBefore = (await db().select().from(outbox)).length;
    const short = await placeOrder(
      t.app,
      shopper.token,
      orderPayload([
        { productId: plenty, quantity: 5 },
        { productId: few, quantity: 3 },
      ]),
    );
    expect(short.statusCode).toBe(409);
    expect(body(short).message).toBe('Only 2 left of Few Figs');
    const out = await placeOrder(
      t.app,
      shopper.token,
      orderPayload([{ productId: none, quantity: 1 }]),
    );
    expect(body(out).message).toBe('Gone Grapes is out of stock');
    expect(await stockOf(plenty)).toBe(50);
    expect(await stockOf(few)).toBe(2);
    // The confirmation is written with the order: a refused order mails nothing.
    expect((await db().select().from(outbox)).length).toBe(mailsBefore);
  });

  it('pays by card: the payment is captured, linked and shown as brand and last four', async () => {
    const productId = await insertProduct(db(), { name: 'Card Cheese', priceCents: 650, stock: 5 });
    const payload = orderPayload([{ productId, quantity: 2 }]);
    const res = await payAndOrder(t.app, shopper.token, payload, 13);
    expect(res.statusCode).toBe(201);
    const { order } = body<Placed>(res).data;
    expect(order).toMatchObject({
      paymentMethod: 'credit_card',
      paymentStatus: 'paid',
      finalAmount: 13,
      payment: { brand: 'visa', last4: '4242' },
    });
    const [payment] = await db().select().from(payments).where(eq(payments.id, order.payment!.id));
    expect(payment).toMatchObject({ status: 'captured', orderId: order.id });
    const mail = await db().select().from(outbox).where(eq(outbox.recipient, order.customer.email));
    expect(mail.map((m) => m.subject)).toContain(`Your order ${order.orderNumber} is confirmed`);
  });

  it('refuses a card order without a usable payment of exactly the total', async () => {
    const productId = await insertProduct(db(), { name: 'Pay Check Pasta', priceCents: 200 });
    const stranger = await registerCustomer(t.app);
    const theirs = body<{ result: PaymentResult }>(
      await pay(t.app, stranger.token, 2, 'order_theirs'),
    ).data.result;
    const attempt = async (extra: object) => {
      const res = await placeOrder(
        t.app,
        shopper.token,
        orderPayload([{ productId, quantity: 1 }], { paymentMethod: 'credit_card', ...extra }),
      );
      expect(res.statusCode).toBe(409);
      return body(res).message;
    };
    expect(await attempt({})).toBe('A successful payment is required for this payment method');
    expect(await attempt({ paymentId: theirs.paymentId })).toBe('The payment was not found');
    const declined = await pay(t.app, shopper.token, 2, 'order_declined_x', {
      fields: cardFields(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    const [failed] = await db()
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, 'order_declined_x'));
    expect(await attempt({ paymentId: failed!.id })).toBe(
      'This payment did not succeed; please pay again',
    );
    const payload = orderPayload([{ productId, quantity: 1 }]);
    const small = body<{ result: PaymentResult }>(
      await pay(t.app, shopper.token, 1.5, payload.orderId),
    ).data.result;
    expect(await attempt({ orderId: payload.orderId, paymentId: small.paymentId })).toBe(
      'The payment of $1.50 does not match the order total of $2.00. Your payment was refunded.',
    );
    const [voided] = await db().select().from(payments).where(eq(payments.id, small.paymentId));
    expect(voided!.status).toBe('voided');
    expect(await stockOf(productId)).toBe(10);
  });

  it('a declined card creates nothing', async () => {
    const session = await registerCustomer(t.app);
    const declined = await pay(t.app, session.token, 1, 'order_declined_only', {
      fields: cardFields(TEST_CARDS.declined),
    });
    expect(body(declined).message).toBe('Your card was declined.');
    expect(await ordersOf(session.user.id)).toEqual([]);
  });

  it('refunds the payment when the order cannot be made after paying', async () => {
    const productId = await insertProduct(db(), { name: 'Bananas', priceCents: 100, stock: 2 });
    const payload = orderPayload([{ productId, quantity: 3 }]);
    const paid = body<{ result: PaymentResult }>(
      await pay(t.app, shopper.token, 3, payload.orderId),
    ).data.result;
    const res = await placeOrder(t.app, shopper.token, {
      ...payload,
      paymentMethod: 'credit_card',
      paymentId: paid.paymentId,
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Only 2 left of Bananas. Your payment was refunded.');
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(payment).toMatchObject({ status: 'voided', orderId: null });
    expect(await stockOf(productId)).toBe(2);
    const again = await pay(t.app, shopper.token, 2, payload.orderId);
    expect(body<{ result: PaymentResult }>(again).data.result).toMatchObject({
      paymentId: paid.paymentId,
      status: 'authorized',
      amount: 2,
    });
  });

  it('answers a retried order with the order it made, sequentially and racing', async () => {
    const productId = await insertProduct(db(), { name: 'Retry Rice', priceCents: 150, stock: 20 });
    const payload = orderPayload([{ productId, quantity: 2 }]);
    const first = await payAndOrder(t.app, shopper.token, payload, 3);
    const second = await payAndOrder(t.app, shopper.token, payload, 3);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(body<Placed>(second).data.order.id).toBe(body<Placed>(first).data.order.id);
    expect(await stockOf(productId)).toBe(18);

    const racing = orderPayload([{ productId, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => payAndOrder(t.app, shopper.token, racing, 1.5)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => body<Placed>(r).data.order.id)).size).toBe(1);
    expect(await stockOf(productId)).toBe(17);
    const charged = await db()
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, racing.orderId));
    expect(charged.map((p) => p.status)).toEqual(['captured']);
  });

  it('lists my orders newest first with pagination; history is the same', async () => {
    const session = await registerCustomer(t.app);
    const productId = await insertProduct(db(), { name: 'List Lentils', stock: 10 });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await placeOrder(
        t.app,
        session.token,
        orderPayload([{ productId, quantity: 1 }]),
      );
      numbers.unshift(body<Placed>(res).data.order.orderNumber);
    }
    type Page = { orders: Order[]; pagination: { total: number; totalPages: number } };
    for (const path of ['my-orders', 'history']) {
      const page = body<Page>(await get(t.app, `/api/orders/${path}?limit=2`, session.token)).data;
      expect(page.orders.map((o) => o.orderNumber)).toEqual(numbers.slice(0, 2));
      expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    }
  });

  it('shows an order to its owner and admins only; customers cannot use admin routes', async () => {
    const productId = await insertProduct(db(), { name: 'Private Plums', stock: 10 });
    const res = await placeOrder(t.app, shopper.token, orderPayload([{ productId, quantity: 1 }]));
    const { id } = body<Placed>(res).data.order;
    const stranger = await registerCustomer(t.app);
    expect((await get(t.app, `/api/orders/${id}`, stranger.token)).statusCode).toBe(404);
    expect((await get(t.app, '/api/orders/not-an-id', shopper.token)).statusCode).toBe(404);
    const mine = await get(t.app, `/api/orders/${id}`, shopper.token);
    expect(body<Placed>(mine).data.order.events).toHaveLength(1);
    expect((await get(t.app, `/api/orders/${id}`, adminToken)).statusCode).toBe(200);
    expect((await get(t.app, '/api/orders', shopper.token)).statusCode).toBe(403);
    expect((await get(t.app, '/api/orders/stats/overview', shopper.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${id}/status`,
          payload: { status: 'confirmed' },
          headers: { authorization: `Bearer ${shopper.token}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(t.app, '/api/orders/my-orders')).statusCode).toBe(401);
  });

  it('answers bad input with 400, never 500', async () => {
    const productId = await insertProduct(db(), { name: 'Input Icing', stock: 10 });
    const bad = [
      { ...orderPayload([{ productId, quantity: 1 }]), items: [] },
      orderPayload([{ productId, quantity: 1.5 }]),
      orderPayload([{ productId, quantity: 1e12 }]),
      orderPayload([{ productId: 'x\u0000y', quantity: 1 }]),
      orderPayload([{ productId, quantity: 1 }], { orderId: 'bad id with spaces' }),
      orderPayload([{ productId, quantity: 1 }], { paymentMethod: 'bitcoin' }),
    ];
    for (const payload of bad) {
      expect((await placeOrder(t.app, shopper.token, payload)).statusCode).toBe(400);
    }
    expect(body(await placeOrder(t.app, shopper.token, bad[0]!)).message).toBe(
      'Your cart is empty!',
    );
    const query = await get(t.app, '/api/orders/my-orders?from=2025-02-30', shopper.token);
    expect(query.statusCode).toBe(400);
  });
});

describe.each(drivers)('order totals with shipping and tax configured (%s)', (driver) => {
  const t = useTestApp(driver, { shippingFlatCents: 499, taxRatePercent: 8.25 });

  it('adds flat shipping and the tax rate to the subtotal', async () => {
    const { token } = await registerCustomer(t.app);
    const productId = await insertProduct(t.database.db, { name: 'Taxed Tea', priceCents: 1000 });
    const res = await placeOrder(t.app, token, orderPayload([{ productId, quantity: 3 }]));
    expect(body<Placed>(res).data.order).toMatchObject({
      totalAmount: 30,
      shippingAmount: 4.99,
      taxAmount: 2.48,
      finalAmount: 37.47,
    });
  });
});
