import { sql } from 'drizzle-orm';
import { drivers, freshDatabase, type Driver } from '../../test/database';
import { smallCatalog } from '../../test/catalog';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { generateProducts } from './generate';

describe.each(drivers)('generated catalogue (%s)', (driver: Driver) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(driver);
    db = fresh.database.db;
    drop = fresh.drop;
    await smallCatalog(db);
  });
  afterAll(() => drop());

  it('spreads listing dates over the year and never dates an update before its listing', async () => {
    await generateProducts(db, 200, { seed: 11 });
    const [dates] = await rawRows<{ days: number; updatedBeforeCreated: number }>(
      db,
      sql`SELECT count(DISTINCT created_at::date)::int AS "days",
        count(*) FILTER (WHERE updated_at < created_at)::int AS "updatedBeforeCreated"
        FROM products WHERE sku LIKE 'B%'`,
    );
    expect(dates).toEqual({ days: expect.any(Number), updatedBeforeCreated: 0 });
    expect(dates!.days).toBeGreaterThan(100);
  });
});
