import { eq } from 'drizzle-orm';
import type { Order } from '@grocery/shared-api';
import { orders, payments, products } from '../../db/schema';
import { body, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, payAndOrder, placeOrder } from '../../test/checkout';

describe.each(drivers)('concurrent checkouts (%s)', (driver) => {
  const t = useTestApp(driver);
  const stockOf = async (id: string) =>
    (
      await t.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, id))
    )[0]!.stock;

  it('never oversells: stock 5, 20 orders at once -> exactly 5 orders, stock 0', async () => {
    const productId = await insertProduct(t.database.db, { name: 'Last Loaves', stock: 5 });
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, () => registerCustomer(t.app).then((s) => s.token)),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(t.app, shoppers[i % 4]!, orderPayload([{ productId, quantity: 1 }])),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(body(refused).message).toBe('Last Loaves is out of stock');
    }
    expect(await stockOf(productId)).toBe(0);
    const placed = await t.database.db.select({ id: orders.id }).from(orders);
    expect(placed).toHaveLength(5);
  });

  it('orders sharing several products, listed in any order, never deadlock', async () => {
    const db = t.database.db;
    const a = await insertProduct(db, { name: 'Shared Salt', stock: 10 });
    const b = await insertProduct(db, { name: 'Shared Sugar', stock: 10 });
    const { token } = await registerCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const lines = [
          { productId: a, quantity: 1 },
          { productId: b, quantity: 1 },
        ];
        return placeOrder(t.app, token, orderPayload(i % 2 ? lines : lines.reverse()));
      }),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      ...Array(10).fill(201),
      ...Array(6).fill(409),
    ]);
    expect([await stockOf(a), await stockOf(b)]).toEqual([0, 0]);
  });

  it('paid orders racing for the last units: the losers are refunded, never charged', async () => {
    const productId = await insertProduct(t.database.db, {
      name: 'Rare Truffles',
      priceCents: 2500,
      stock: 3,
    });
    const shoppers = await Promise.all(
      Array.from({ length: 3 }, () => registerCustomer(t.app).then((s) => s.token)),
    );
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        payAndOrder(t.app, shoppers[i % 3]!, orderPayload([{ productId, quantity: 1 }]), 25),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(3);
    for (const lost of answers.filter((r) => r.statusCode !== 201)) {
      expect(lost.statusCode).toBe(409);
      expect(body(lost).message).toBe('Rare Truffles is out of stock. Your payment was refunded.');
    }
    const paymentIds = won.map((r) => body<{ order: Order }>(r).data.order.payment!.id);
    const rows = await t.database.db.select().from(payments);
    const truffles = rows.filter((p) => p.amountCents === 2500);
    expect(
      truffles
        .filter((p) => p.status === 'captured')
        .map((p) => p.id)
        .sort(),
    ).toEqual(paymentIds.sort());
    expect(truffles.filter((p) => p.status === 'voided')).toHaveLength(6);
    expect(await stockOf(productId)).toBe(0);
  });
});
