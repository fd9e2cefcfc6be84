import { sql } from 'drizzle-orm';
import { drivers, type Driver } from '../../test/database';
import { useCatalogDatabase } from '../../test/catalog';
import { rawRows } from '../raw-rows';
import { generateProducts } from './generate';

describe.each(drivers)('generated catalogue (%s)', (driver: Driver) => {
  const catalogue = useCatalogDatabase(driver);

  it('spreads listing dates over the year and never dates an update before its listing', async () => {
    await generateProducts(catalogue.db, 200, { seed: 11 });
    const [dates] = await rawRows<{ days: number; updatedBeforeCreated: number }>(
      catalogue.db,
      sql`SELECT count(DISTINCT created_at::date)::int AS "days",
        count(*) FILTER (WHERE updated_at < created_at)::int AS "updatedBeforeCreated"
        FROM products WHERE sku LIKE 'B%'`,
    );
    expect(dates).toEqual({ days: expect.any(Number), updatedBeforeCreated: 0 });
    expect(dates!.days).toBeGreaterThan(100);
  });
});
