import { sql } from 'drizzle-orm';
import { get } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';
import { smallCatalog } from '../test/catalog';
import type { Db } from './client';
import { genericPlanDb } from './generic-plans';
import { rawRows } from './raw-rows';

const planCacheMode = async (db: Db) =>
  (await rawRows<{ plan_cache_mode: string }>(db, sql`SHOW plan_cache_mode`))[0]?.plan_cache_mode;

describe.each(drivers)('where prepared listing statements run (%s)', (driver) => {
  const t = useTestApp(driver);

  it('leaves one-off statements to plans fitted to their values', async () => {
    expect(await planCacheMode(t.app.db)).toBe('auto');
  });

  if (driver === 'pglite') {
    it('runs them on the one embedded database', () => {
      expect(genericPlanDb(t.app.db)).toBe(t.app.db);
    });
    return;
  }

  it('runs them on PostgreSQL connections that keep one generic plan per statement', async () => {
    const { fruits } = await smallCatalog(t.app.db);
    const planned = genericPlanDb(t.app.db);
    expect(await planCacheMode(planned)).toBe('force_generic_plan');
    for (const page of [1, 2, 3]) {
      const response = await get(
        t.app,
        `/api/products?category=${fruits}&sort=price&limit=2&page=${page}`,
      );
      expect(response.statusCode).toBe(200);
    }
    // Requests one after another reuse the pool's most recently released connection.
    const statements = await rawRows<{ generic_plans: string; custom_plans: string }>(
      planned,
      sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE 'products_%'`,
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const plans of statements) {
      expect(Number(plans.generic_plans)).toBeGreaterThan(0);
      expect(Number(plans.custom_plans)).toBe(0);
    }
  });
});
