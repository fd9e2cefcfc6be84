import { sql } from 'drizzle-orm';
import type { ProductList } from '@grocery/shared-api';
import { body, get } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';
import { smallCatalog } from '../test/catalog';
import type { Db } from './client';
import { genericPlanDb } from './generic-plans';
import { rawRows } from './raw-rows';

const planCacheMode = async (db: Db) =>
  (await rawRows<{ plan_cache_mode: string }>(db, sql`SHOW plan_cache_mode`))[0]?.plan_cache_mode;

describe.each(drivers)('where prepared listing and search statements run (%s)', (driver) => {
  const t = useTestApp(driver);

  it('runs them with one generic plan each, and one-off statements with fitted plans', async () => {
    const { fruits } = await smallCatalog(t.app.db);
    const names = async (search: string) =>
      body<ProductList>(await get(t.app, `/api/products?search=${search}`)).data.products.map(
        (product) => product.name,
      );
    expect(await names('apple')).toContain('Honeycrisp Apple');
    expect(await names('granny%20apple')).toEqual(['Granny Smith Apple']);
    const planned = genericPlanDb(t.app.db);
    expect(planned).not.toBe(t.app.db);
    expect(await planCacheMode(planned)).toBe('force_generic_plan');
    expect(await planCacheMode(t.app.db)).toBe('auto');
    for (const page of [1, 2, 3]) {
      const response = await get(
        t.app,
        `/api/products?category=${fruits}&sort=price&limit=2&page=${page}`,
      );
      expect(response.statusCode).toBe(200);
    }
    // Requests one after another reuse the pool's most recently released connection.
    const statements = await rawRows<{
      statement: string;
      generic_plans: string;
      custom_plans: string;
    }>(
      planned,
      sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement ILIKE '%"products"%' AND statement NOT LIKE '%pg_prepared_statements%'`,
    );
    // The listing's statements, and the candidates of the one-word and the two-word search.
    const searches = statements.filter(({ statement }) => statement.includes('ts_rank('));
    expect(statements.length).toBeGreaterThan(searches.length);
    expect(searches.filter(({ statement }) => statement.includes('search_lexemes('))).toHaveLength(
      1,
    );
    expect(searches).toHaveLength(2);
    for (const plans of statements) {
      expect(Number(plans.generic_plans)).toBeGreaterThan(0);
      expect(Number(plans.custom_plans)).toBe(0);
    }
  });

  it('reports a failed statement and leaves other statements their fitted plans', async () => {
    const planned = genericPlanDb(t.app.db);
    await expect(rawRows(planned, sql`SELECT ${'not-a-uuid'}::uuid AS id`)).rejects.toThrow(/uuid/);
    expect(await planCacheMode(t.app.db)).toBe('auto');
    expect(await rawRows(planned, sql`SELECT ${2}::int AS n`)).toEqual([{ n: 2 }]);
  });
});
