import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { connectDatabase } from '../../db/connect';
import { initializeAdmin, registerCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { heldSlot, listSlots, openSlot, roundTheClock, saveSchedule } from '../../test/delivery';

// Run only with a PostgreSQL server (jest.config.cjs): replicas share one database there.
describe('slot lists across replicas (postgres)', () => {
  let one: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    one = await createTestApp('postgres', { storeTimeZone: 'UTC' });
    if (one.database.driver !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const database = await connectDatabase({
      databaseUrl: one.database.pool.options.connectionString,
      poolMax: 3,
    });
    other = await buildApp({ config: one.config, database, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await one?.close();
  });

  /** What the other replica shows of a slot, asked until it says `remaining` or 2 s pass. */
  async function shownElsewhere(slotId: string, remaining: number) {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const slot = (await listSlots(other)).slots.find((s) => s.id === slotId);
      if (slot?.remaining === remaining || Date.now() > deadline) return slot?.remaining;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it("a hold on one replica shows on the other's kept slot list within moments", async () => {
    const admin = (await initializeAdmin(one.app)).token;
    await saveSchedule(one.app, admin, roundTheClock({ capacity: 3 }));
    const slot = await openSlot(other, 2);
    expect(slot.remaining).toBe(3);
    const shopper = (await registerCustomer(one.app)).token;
    await heldSlot(one.app, shopper, slot.id);
    // Well inside the 5 s an answer may otherwise be kept: the change feed cleared it.
    expect(await shownElsewhere(slot.id, 2)).toBe(2);
  });
});
