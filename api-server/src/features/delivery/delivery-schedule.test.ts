import { DateTime } from 'luxon';
import type { DayHours, DeliverySchedule, Order } from '@grocery/shared-api';
import { body, get, initializeAdmin, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, placeOrder } from '../../test/checkout';
import { listSlots, openSlot, roundTheClock, saveSchedule } from '../../test/delivery';

const ZONE = 'America/New_York';
const storeToday = () => DateTime.now().setZone(ZONE);
const dayOf = (iso: string) => iso.slice(0, 10);

describe.each(drivers)('delivery schedule rules (%s)', (driver) => {
  const t = useTestApp(driver, { storeTimeZone: ZONE });
  let admin = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });

  it('a fresh store has a schedule: 7 days ahead, 1-hour slots, 2-hour cut-off, $50 free', async () => {
    const res = await get(t.app, '/api/delivery/schedule', admin);
    const { schedule } = body<{ schedule: DeliverySchedule }>(res).data;
    expect(schedule).toMatchObject({
      timeZone: ZONE,
      slotMinutes: 60,
      daysAhead: 7,
      cutoffMinutes: 120,
      holdMinutes: 15,
      freeDeliveryThreshold: 50,
      fee: 0,
      peakFee: 0,
    });
    const { slots, rules } = await listSlots(t.app);
    expect(rules).toMatchObject({ freeDeliveryThreshold: 50, cutoffMinutes: 120, holdMinutes: 15 });
    const days = new Set(slots.map((s) => dayOf(s.start)));
    expect(days.size).toBeGreaterThanOrEqual(6);
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00-0[45]:00$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
    }
  });

  it('slots follow opening hours per weekday, closed dates and the days ahead', async () => {
    const today = storeToday();
    const tomorrow = today.plus({ days: 1 });
    const dayAfter = today.plus({ days: 2 });
    const openingHours: DayHours[] = Array.from({ length: 7 }, () => null);
    openingHours[tomorrow.weekday - 1] = { open: '09:00', close: '12:00' };
    openingHours[dayAfter.weekday - 1] = { open: '14:00', close: '16:00' };
    await saveSchedule(t.app, admin, roundTheClock({ openingHours, daysAhead: 3 }));
    const { slots } = await listSlots(t.app, '?days=7');
    const local = slots.map((s) => s.start.slice(0, 16));
    expect(local).toEqual([
      `${tomorrow.toISODate()}T09:00`,
      `${tomorrow.toISODate()}T10:00`,
      `${tomorrow.toISODate()}T11:00`,
      `${dayAfter.toISODate()}T14:00`,
      `${dayAfter.toISODate()}T15:00`,
    ]);
    await saveSchedule(
      t.app,
      admin,
      roundTheClock({ openingHours, daysAhead: 3, closedDates: [tomorrow.toISODate()!] }),
    );
    const after = (await listSlots(t.app)).slots.map((s) => dayOf(s.start));
    expect(new Set(after)).toEqual(new Set([dayAfter.toISODate()]));
    // Outside the booking window there is nothing to book.
    const later = await listSlots(t.app, `?from=${today.plus({ days: 3 }).toISODate()}&days=5`);
    expect(later.slots).toEqual([]);
  });

  it('slots within the cut-off are closed; the rest are open', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ cutoffMinutes: 180, daysAhead: 2 }));
    const { slots } = await listSlots(t.app);
    const now = Date.now();
    for (const slot of slots) {
      const closes = Date.parse(slot.start) - 180 * 60_000;
      expect(slot.status).toBe(now >= closes ? 'closed' : 'available');
    }
    expect(slots.some((s) => s.status === 'closed')).toBe(true);
    expect(slots.some((s) => s.status === 'available')).toBe(true);
  });

  it('customers cannot read or change the schedule or the staff slot lists (403)', async () => {
    const { token } = await registerCustomer(t.app);
    const refused = [
      await get(t.app, '/api/delivery/schedule', token),
      await put(t.app, '/api/delivery/schedule', roundTheClock(), token),
      await get(t.app, '/api/delivery/admin/slots', token),
      await get(t.app, `/api/delivery/admin/slots/${(await openSlot(t.app)).id}`, token),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await put(t.app, '/api/delivery/schedule', roundTheClock())).statusCode).toBe(401);
  });

  it('refuses a bad schedule with 400 and the field at fault', async () => {
    const cases: [object, string, string][] = [
      [{ slotMinutes: 90 }, 'slotMinutes', 'Slot length must be 1 or 2 hours'],
      [{ capacity: 0 }, 'capacity', 'Orders per slot must be at least 1'],
      [{ closedDates: ['2026-02-30'] }, 'closedDates.0', 'Dates must look like 2025-12-31'],
      [{ fee: 1.234 }, 'fee', 'Fee must be in whole cents'],
      [{ peakStart: '25:00' }, 'peakStart', 'Times look like 08:00'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(t.app, '/api/delivery/schedule', roundTheClock(change), admin);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors).toContainEqual({ field, message });
    }
  });

  it('a change never drops booked orders: their slot stays for staff and the admin is told', async () => {
    await saveSchedule(t.app, admin, roundTheClock({ daysAhead: 3 }));
    const slot = await openSlot(t.app, 30);
    const { token } = await registerCustomer(t.app);
    const productId = await insertProduct(t.database.db, { name: 'Kept Kale' });
    const res = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId, quantity: 1 }], { deliverySlotId: slot.id }),
    );
    expect(res.statusCode).toBe(201);
    const change = await saveSchedule(
      t.app,
      admin,
      roundTheClock({ daysAhead: 3, closedDates: [dayOf(slot.start)] }),
    );
    expect(change.affectedOrders).toBe(1);
    expect((await listSlots(t.app)).slots.map((s) => s.id)).not.toContain(slot.id);
    const staff = await get(t.app, `/api/delivery/admin/slots/${slot.id}`, admin);
    expect(body(staff).data).toMatchObject({
      slot: { id: slot.id, booked: 1, retired: true, status: 'closed' },
      orders: [{ customerName: 'Carla Customer', itemCount: 1, status: 'pending' }],
    });
    const order = body<{ order: Order }>(res).data.order;
    const mine = await get(t.app, `/api/orders/${order.id}`, token);
    expect(body<{ order: Order }>(mine).data.order.deliverySlot).toMatchObject({
      id: slot.id,
      start: slot.start,
    });
  });
});
