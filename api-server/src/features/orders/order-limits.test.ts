import { eq } from 'drizzle-orm';
import type { Order } from '@grocery/shared-api';
import { orders, products } from '../../db/schema';
import { body, get, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, payAndOrder, placeOrder } from '../../test/checkout';

const TOO_MANY = (n: number) =>
  `You already have ${n} unpaid orders open. Pay for, receive or cancel one before placing another.`;

describe.each(drivers)('order limits (%s)', (driver) => {
  const t = useTestApp(driver, { orderLimits: { maxLineQuantity: 3, maxOpenUnpaidOrders: 2 } });
  const db = () => t.database.db;
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
      .stock;
  const cod = (token: string, productId: string, quantity = 1) =>
    placeOrder(t.app, token, orderPayload([{ productId, quantity }]));

  it('MAX_LINE_QUANTITY is told to anyone, guests included, with the payment methods', async () => {
    const res = await get(t.app, '/api/payments/methods');
    expect(res.statusCode).toBe(200);
    expect(body<{ orderLimits: unknown }>(res).data.orderLimits).toEqual({ maxLineQuantity: 3 });
  });

  it('MAX_LINE_QUANTITY: more of one product than the cap is a 400 naming it; the cap itself is fine', async () => {
    const { token } = await registerCustomer(t.app);
    const tea = await insertProduct(db(), { name: 'Capped Tea', stock: 100 });
    const over = await cod(token, tea, 4);
    expect(over.statusCode).toBe(400);
    expect(body(over)).toEqual({
      success: false,
      message: 'You can order at most 3 of Capped Tea in one order',
      errors: [{ field: 'items', message: 'You can order at most 3 of Capped Tea in one order' }],
    });
    // Two lines of the same product are one line of their sum.
    const split = await placeOrder(
      t.app,
      token,
      orderPayload([
        { productId: tea, quantity: 2 },
        { productId: tea, quantity: 2 },
      ]),
    );
    expect(split.statusCode).toBe(400);
    expect(await stockOf(tea)).toBe(100);
    expect((await cod(token, tea, 3)).statusCode).toBe(201);
    expect(await stockOf(tea)).toBe(97);
  });

  it('MAX_OPEN_UNPAID_ORDERS: a third open cash order is a 409 until one is cancelled; paid orders do not count', async () => {
    const { token, user } = await registerCustomer(t.app);
    const jam = await insertProduct(db(), { name: 'Unpaid Jam', priceCents: 200, stock: 50 });
    const first = body<{ order: Order }>(await cod(token, jam)).data.order;
    expect((await cod(token, jam)).statusCode).toBe(201);
    const third = await cod(token, jam);
    expect(third.statusCode).toBe(409);
    expect(body(third)).toEqual({ success: false, message: TOO_MANY(2) });
    expect(await stockOf(jam)).toBe(48);

    const paid = await payAndOrder(
      t.app,
      token,
      orderPayload([{ productId: jam, quantity: 1 }]),
      2,
    );
    expect(paid.statusCode).toBe(201);
    expect((await put(t.app, `/api/orders/${first.id}/cancel`, {}, token)).statusCode).toBe(200);
    expect((await cod(token, jam)).statusCode).toBe(201);
    const open = await db().select().from(orders).where(eq(orders.userId, user.id));
    expect(
      open.filter((o) => o.paymentStatus === 'pending' && o.status === 'pending'),
    ).toHaveLength(2);
  });

  it('orders racing from one account never pass the cap together', async () => {
    const { token, user } = await registerCustomer(t.app);
    const figs = await insertProduct(db(), { name: 'Racing Figs', stock: 50 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => cod(token, figs)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(2);
    expect(await stockOf(figs)).toBe(48);
  });
});
