import { eq } from 'drizzle-orm';
import type { Order } from '@grocery/shared-api';
import { deliverySlots, orders, products } from '../../db/schema';
import { body, initializeAdmin, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, placeOrder } from '../../test/checkout';
import { openSlot, roundTheClock, saveSchedule } from '../../test/delivery';

const CLOSED = 'This delivery slot is no longer open for booking. Please choose another time.';

// DELIVERY_CAPACITY=0: an order's place is booked in its last statement, with no count.
describe.each(drivers)('delivery slots without capacity limits (%s)', (driver) => {
  const t = useTestApp(driver, { storeTimeZone: 'UTC', deliveryCapacityLimits: false });
  let admin = '';
  let productId = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    productId = await insertProduct(t.database.db, { name: 'Open Oats', stock: 100 });
  });
  const order = async (slotId: string) => {
    const { token } = await registerCustomer(t.app);
    return placeOrder(
      t.app,
      token,
      orderPayload([{ productId, quantity: 1 }], { deliverySlotId: slotId }),
    );
  };
  const booked = async (id: string) =>
    (await t.database.db.select().from(deliverySlots).where(eq(deliverySlots.id, id)))[0]!.booked;
  const stock = async () =>
    (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;

  it('a slot past its capacity still takes orders, each one counted', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 1 }));
    const slot = await openSlot(t.app, 3);
    const answers = await Promise.all([order(slot.id), order(slot.id), order(slot.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(body<{ order: Order }>(answers[0]!).data.order.deliverySlot?.id).toBe(slot.id);
    expect(await booked(slot.id)).toBe(3);
  });

  it('a slot past its cut-off is refused and nothing of the order stays', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 5, cutoffMinutes: 60 }));
    const slot = await openSlot(t.app, 0);
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 5, cutoffMinutes: 2880 }));
    const before = await stock();
    const late = await order(slot.id);
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(CLOSED);
    expect(await stock()).toBe(before);
    expect(await booked(slot.id)).toBe(0);
    const kept = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.deliverySlotId, slot.id));
    expect(kept).toEqual([]);
  });
});
