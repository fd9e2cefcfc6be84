import { eq } from 'drizzle-orm';
import { outbox, products } from '../../../db/schema';
import { body, initializeAdmin, post, put, registerCustomer } from '../../../test/accounts';
import { drivers, useTestApp } from '../../../test/app';
import { orderPayload, payAndOrder, placeOrder } from '../../../test/checkout';
import { itemOf, type One, pickingCatalog } from '../../../test/picking';

describe.each(drivers)('weighed goods and substitution choices (%s)', (driver) => {
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

  it('orders weights in steps from the minimum, takes stock in kg, and refuses the rest', async () => {
    const { token } = await registerCustomer(t.app);
    const refused: [number, string, string][] = [
      [0.55, shop.apples, 'Quantity of Loose Apples must be in steps of 0.1 kg'],
      [0.1, shop.apples, 'Quantity of Loose Apples must be at least 0.2 kg'],
      [0.5001, shop.apples, 'Quantity must have at most 3 decimals'],
      [1.5, shop.milk, 'Quantity must be a whole number'],
    ];
    for (const [quantity, productId, message] of refused) {
      const res = await placeOrder(t.app, token, orderPayload([{ productId, quantity }]));
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(message);
    }
    const before = await stockOf(shop.pears);
    const res = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId: shop.pears, quantity: 0.7 }]),
    );
    expect(res.statusCode).toBe(201);
    const line = itemOf(body<One>(res).data.order, 'Loose Pears');
    expect(line).toMatchObject({
      quantity: 0.7,
      soldBy: 'weight',
      weightUnit: 'kg',
      estimated: true,
    });
    expect(line.lineTotal).toBe(1.96);
    expect(await stockOf(shop.pears)).toBe(before - 0.7);
    const { orderNumber } = body<One>(res).data.order;
    const [mail] = await t.database.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.subject, `Your order ${orderNumber} is confirmed`));
    expect(mail!.body).toContain('0.7 kg Loose Pears @ $2.80/kg = about $1.96');
    const tooMuch = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId: shop.pears, quantity: 60 }]),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(body(tooMuch).message).toBe(`Only ${before - 0.7} left of Loose Pears`);
  });

  it('authorises the estimate plus 10% on weighed lines and holds the card until packing', async () => {
    const { token } = await registerCustomer(t.app);
    const payload = orderPayload([
      { productId: shop.apples, quantity: 1.5 },
      { productId: shop.milk, quantity: 2 },
    ]);
    // 1.5 kg x $3.00 + 2 x $1.99 = $8.48; the margin is 10% of $4.50.
    const exact = await payAndOrder(t.app, token, { ...payload }, 8.48);
    expect(exact.statusCode).toBe(409);
    expect(body(exact).message).toContain('does not match the order total of $8.93');
    const res = await payAndOrder(
      t.app,
      token,
      { ...payload, orderId: `${payload.orderId}b` },
      8.93,
    );
    expect(res.statusCode).toBe(201);
    const { order } = body<One>(res).data;
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      estimatedAmount: 8.48,
      authorizedAmount: 8.93,
      finalAmountPicked: null,
      pickingStatus: 'not_started',
      canChangeSubstitutions: true,
    });
    expect(order.payment).toMatchObject({ status: 'authorized', capturedAmount: 0 });
    const status = (to: string) =>
      put(t.app, `/api/orders/${order.id}/status`, { status: to }, admin);
    expect((await status('confirmed')).statusCode).toBe(200);
    const skipped = await status('processing');
    expect(skipped.statusCode).toBe(409);
    expect(body(skipped).message).toContain('pack it in picking');
  });

  it('keeps each line’s substitution choice; “specific” must come from the same aisle', async () => {
    const { token } = await registerCustomer(t.app);
    const wrongAisle = await placeOrder(
      t.app,
      token,
      orderPayload([
        {
          productId: shop.apples,
          quantity: 1,
          substitution: { preference: 'specific', productId: shop.milk },
        },
      ]),
    );
    expect(wrongAisle.statusCode).toBe(400);
    expect(body(wrongAisle).errors).toEqual([
      {
        field: 'items.0.substitution.productId',
        message: 'Choose a substitute from the same aisle',
      },
    ]);
    const res = await placeOrder(
      t.app,
      token,
      orderPayload(
        [
          {
            productId: shop.apples,
            quantity: 1,
            substitution: { preference: 'specific', productId: shop.figs },
          },
          { productId: shop.milk, quantity: 1 },
        ],
        { substitutionDefault: 'none' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { order } = body<One>(res).data;
    expect(itemOf(order, 'Loose Apples').substitution).toEqual({
      preference: 'specific',
      productId: shop.figs,
      productName: 'Fresh Figs',
    });
    expect(itemOf(order, 'Whole Milk').substitution.preference).toBe('none');

    const milk = itemOf(order, 'Whole Milk').id;
    const url = `/api/orders/${order.id}/items/${milk}/substitution`;
    const changed = await put(t.app, url, { preference: 'best_match' }, token);
    expect(changed.statusCode).toBe(200);
    expect(itemOf(body<One>(changed).data.order, 'Whole Milk').substitution.preference).toBe(
      'best_match',
    );
    await post(t.app, `/api/picking/orders/${order.id}/start`, undefined, admin);
    const late = await put(t.app, url, { preference: 'none' }, token);
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe('Picking has started: substitutions can no longer be changed');
  });
});
