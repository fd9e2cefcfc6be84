import { eq, sql } from 'drizzle-orm';
import type { AdminDeliverySlot, Order } from '@grocery/shared-api';
import { deliveryHolds, deliverySlots, orders } from '../../db/schema';
import { body, get, initializeAdmin, put, registerCustomer } from '../../test/accounts';
import { slotListCache } from '../../lib/delivery/slot-list-cache';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, placeOrder } from '../../test/checkout';
import {
  hold,
  heldSlot,
  listSlots,
  openSlot,
  roundTheClock,
  saveSchedule,
} from '../../test/delivery';

const FULL = 'Sorry, this delivery slot has just filled up. Please choose another time.';

describe.each(drivers)('delivery slot capacity (%s)', (driver) => {
  const t = useTestApp(driver, { storeTimeZone: 'UTC' });
  let admin = '';
  let productId = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    productId = await insertProduct(t.database.db, { name: 'Slot Soup', stock: 10_000 });
  });
  const shoppers = (n: number) =>
    Promise.all(Array.from({ length: n }, () => registerCustomer(t.app).then((s) => s.token)));
  const order = (token: string, overrides: Record<string, unknown> = {}) =>
    placeOrder(t.app, token, orderPayload([{ productId, quantity: 1 }], overrides));
  const slotRow = async (id: string) =>
    (await t.database.db.select().from(deliverySlots).where(eq(deliverySlots.id, id)))[0]!;
  /** What shoppers are shown of a slot now (the slot list, kept briefly between bookings). */
  const listed = async (id: string) => (await listSlots(t.app)).slots.find((s) => s.id === id);
  const staffSlot = async (id: string) =>
    body<{ slot: AdminDeliverySlot }>(await get(t.app, `/api/delivery/admin/slots/${id}`, admin))
      .data.slot;

  it('many concurrent holds and orders never overbook: capacity 4, 12 shoppers each way', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 4 }));
    const tokens = await shoppers(12);
    const held = await openSlot(t.app, 3);
    const holds = await Promise.all(tokens.map((token) => hold(t.app, token, held.id)));
    expect(holds.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = holds.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(body(r).message).toBe(FULL);
    const ordered = await Promise.all(
      tokens.map((token) => order(token, { deliverySlotId: held.id })),
    );
    expect(ordered.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(ordered.filter((r) => r.statusCode === 409)).toHaveLength(8);
    // Exactly the shoppers who held got in.
    holds.forEach((h, i) => expect(ordered[i]!.statusCode).toBe(h.statusCode === 200 ? 201 : 409));
    expect((await slotRow(held.id)).booked).toBe(4);

    const bare = await openSlot(t.app, 4);
    const direct = await Promise.all(
      tokens.map((token) => order(token, { deliverySlotId: bare.id })),
    );
    expect(direct.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect((await slotRow(bare.id)).booked).toBe(4);
    const placed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.deliverySlotId, bare.id));
    expect(placed[0]!.n).toBe(4);
    expect(await staffSlot(bare.id)).toMatchObject({
      booked: 4,
      capacity: 4,
      remaining: 0,
      status: 'full',
    });
  });

  it('one hold per shopper: holding another slot releases the first', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 1 }));
    const [a, b] = await shoppers(2);
    const first = await openSlot(t.app, 5);
    const second = await openSlot(t.app, 6);
    await heldSlot(t.app, a!, first.id);
    expect((await hold(t.app, b!, first.id)).statusCode).toBe(409);
    const renewed = await heldSlot(t.app, a!, second.id);
    expect(renewed.slotId).toBe(second.id);
    const mine = await t.database.db
      .select()
      .from(deliveryHolds)
      .where(eq(deliveryHolds.slotId, first.id));
    expect(mine).toEqual([]);
    expect((await hold(t.app, b!, first.id)).statusCode).toBe(200);
  });

  it('an expired hold frees its place, and is honoured only while the slot has room', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 1 }));
    const [a, b] = await shoppers(2);
    const slot = await openSlot(t.app, 7);
    await heldSlot(t.app, a!, slot.id);
    expect(await listed(slot.id)).toMatchObject({ remaining: 0, status: 'full' });
    // Time passing, played by hand: a kept slot list would have ended at the hold's lapse.
    const expire = async () => {
      await t.database.db.update(deliveryHolds).set({ expiresAt: new Date(Date.now() - 60_000) });
      slotListCache(t.database.db).invalidate();
    };
    await expire();
    expect((await listed(slot.id))?.remaining).toBe(1);
    // A's expired hold still gets the order while nobody else took the place...
    expect((await order(a!, { deliverySlotId: slot.id })).statusCode).toBe(201);
    // ...but not once someone else holds it.
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 2 }));
    await heldSlot(t.app, a!, slot.id);
    await expire();
    await heldSlot(t.app, b!, slot.id);
    const late = await order(a!, { deliverySlotId: slot.id });
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(FULL);
  });

  it('an order without a slot gets the earliest slot with room; none left is a 409', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 1 }));
    const [a, b] = await shoppers(2);
    const [first, second] = [await openSlot(t.app, 0), await openSlot(t.app, 1)];
    const one = body<{ order: Order }>(await order(a!)).data.order;
    const two = body<{ order: Order }>(await order(b!)).data.order;
    expect([one.deliverySlot?.id, two.deliverySlot?.id]).toEqual([first.id, second.id]);
    await saveSchedule(
      t.app,
      admin,
      roundTheClock({ openingHours: Array.from({ length: 7 }, () => null) }),
    );
    const none = await order(a!);
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe(
      'There are no delivery slots left in the booking window. Please try again later.',
    );
  });

  it('cancelling an order frees its place', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 1 }));
    const [a, b] = await shoppers(2);
    const slot = await openSlot(t.app, 8);
    const placed = body<{ order: Order }>(await order(a!, { deliverySlotId: slot.id })).data.order;
    expect(await listed(slot.id)).toMatchObject({ remaining: 0, status: 'full' });
    expect((await order(b!, { deliverySlotId: slot.id })).statusCode).toBe(409);
    expect((await put(t.app, `/api/orders/${placed.id}/cancel`, {}, a)).statusCode).toBe(200);
    expect((await slotRow(slot.id)).booked).toBe(0);
    expect(await listed(slot.id)).toMatchObject({ remaining: 1, status: 'available' });
    expect((await order(b!, { deliverySlotId: slot.id })).statusCode).toBe(201);
  });

  it('moves an order to another slot before the cut-off, and refuses after it naming it', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 5, cutoffMinutes: 60 }));
    const [a] = await shoppers(1);
    const from = await openSlot(t.app, 20);
    const to = await openSlot(t.app, 21);
    const placed = body<{ order: Order }>(await order(a!, { deliverySlotId: from.id })).data.order;
    const moved = await put(t.app, `/api/orders/${placed.id}`, { deliverySlotId: to.id }, a);
    expect(moved.statusCode).toBe(200);
    expect(body(moved).message).toBe('Delivery slot changed');
    expect(body<{ order: Order }>(moved).data.order.deliverySlot?.id).toBe(to.id);
    expect([(await slotRow(from.id)).booked, (await slotRow(to.id)).booked]).toEqual([0, 1]);
    expect([(await listed(from.id))?.remaining, (await listed(to.id))?.remaining]).toEqual([5, 4]);

    // The cut-off now falls before the current slot: it can no longer change.
    await saveSchedule(t.app, admin, roundTheClock({ capacity: 5, cutoffMinutes: 2880 }));
    const late = await put(t.app, `/api/orders/${placed.id}`, { deliverySlotId: from.id }, a);
    expect(late.statusCode).toBe(409);
    const cutoff = body<{ order: Order }>(moved).data.order.deliverySlot!.start;
    const shown = new Date(Date.parse(cutoff) - 2880 * 60_000);
    expect(body(late).message).toMatch(
      /^The delivery slot can no longer be changed: changes closed at \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/,
    );
    expect(body(late).message).toContain(`${String(shown.getUTCHours()).padStart(2, '0')}:`);
    expect((await slotRow(to.id)).booked).toBe(1);
  });

  it('the slot fee is charged below the threshold, waived at it, and the client cannot set it', async () => {
    await saveSchedule(
      t.app,
      admin,
      roundTheClock({ fee: 4.99, peakFee: 4.99, freeDeliveryThreshold: 5 }),
    );
    const [a] = await shoppers(1);
    const slot = await openSlot(t.app, 9);
    expect(slot.fee).toBe(4.99);
    const claims = { totals: { shipping: 0, total: 1 }, totalAmount: 1, shippingAmount: 0 };
    const below = body<{ order: Order }>(await order(a!, { deliverySlotId: slot.id, ...claims }))
      .data.order;
    expect(below).toMatchObject({ totalAmount: 1, shippingAmount: 4.99, finalAmount: 5.99 });
    const at = await placeOrder(
      t.app,
      a!,
      orderPayload([{ productId, quantity: 5 }], { deliverySlotId: slot.id }),
    );
    expect(body<{ order: Order }>(at).data.order).toMatchObject({
      totalAmount: 5,
      shippingAmount: 0,
      finalAmount: 5,
    });
  });
});
