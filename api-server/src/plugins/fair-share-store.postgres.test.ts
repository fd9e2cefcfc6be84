import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { fairShareReplicas } from '../db/schema';
import { freshDatabase } from '../test/database';
import { postgresFairShareHolds } from './fair-share-store';

type Store = ReturnType<typeof postgresFairShareHolds>;

// Run only with a PostgreSQL server (jest.config.cjs): the holds are shared there.
describe('fair-share holds shared by two replicas (postgres)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let one: Store;
  let other: Store;
  const errors: unknown[] = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('postgres'));
    one = postgresFairShareHolds(database.db, (err) => errors.push(err));
    other = postgresFairShareHolds(database.db, (err) => errors.push(err));
    await Promise.all([one.start(), other.start()]);
  });
  afterAll(async () => {
    await Promise.all([one.stop(), other.stop()]);
    await drop();
    expect(errors).toEqual([]);
  });

  it("bounds a client's holds on both replicas together, and frees one on release", async () => {
    const first = await one.holds.take('10.0.0.1', 3);
    const second = await one.holds.take('10.0.0.1', 3);
    expect(await other.holds.take('10.0.0.1', 3)).not.toBeNull();
    expect(await other.holds.take('10.0.0.1', 3)).toBeNull();
    expect(await one.holds.take('10.0.0.1', 3)).toBeNull();
    expect(await other.holds.take('10.0.0.2', 3)).not.toBeNull();
    await first!();
    expect(await other.holds.take('10.0.0.1', 3)).not.toBeNull();
    await second!();
  });

  it('takes exactly the budget when twenty takes race on both replicas', async () => {
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).holds.take('10.0.0.3', 5)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
  });

  it('sets a row right at the next heartbeat after a release was lost', async () => {
    let failNext = false;
    // A connection lost under one statement, as when PostgreSQL restarts.
    const flaky = new Proxy(database.db, {
      get(target, key) {
        if (key === 'execute' && failNext) {
          failNext = false;
          return () => Promise.reject(new Error('connection lost'));
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const lost: unknown[] = [];
    const lossy = postgresFairShareHolds(flaky as Db, (err) => lost.push(err));
    // Its heartbeat by hand, not on a timer: nothing reconciles before the test asks.
    await lossy.beat();
    const first = await lossy.holds.take('10.0.0.5', 2);
    expect(await lossy.holds.take('10.0.0.5', 2)).not.toBeNull();
    failNext = true;
    await first!();
    expect(lost).toHaveLength(1);
    expect(await other.holds.take('10.0.0.5', 2)).toBeNull();
    await lossy.beat();
    expect(await other.holds.take('10.0.0.5', 2)).not.toBeNull();
    await lossy.stop();
  });

  it('stops counting the holds of a replica whose heartbeat ran out', async () => {
    for (let i = 0; i < 4; i += 1) expect(await one.holds.take('10.0.0.4', 4)).not.toBeNull();
    expect(await other.holds.take('10.0.0.4', 4)).toBeNull();
    // As if `one` had been killed: its last heartbeat has run out.
    await database.db
      .update(fairShareReplicas)
      .set({ aliveUntil: sql`now() - interval '1 second'` })
      .where(eq(fairShareReplicas.replica, one.replica));
    for (let i = 0; i < 4; i += 1) expect(await other.holds.take('10.0.0.4', 4)).not.toBeNull();
    expect(await other.holds.take('10.0.0.4', 4)).toBeNull();
  });
});
