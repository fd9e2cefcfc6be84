import { sql } from 'drizzle-orm';
import { drivers, type Driver } from '../../test/database';
import { useCatalogDatabase } from '../../test/catalog';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { bulkLoad, GROWN_TABLES } from './bulk-load';
import { generateProducts } from './generate';

const tableState = async (db: Db) =>
  rawRows<{ table: string; options: string[] | null; pages: number; allVisible: number }>(
    db,
    sql`SELECT relname AS "table", reloptions AS "options", relpages AS "pages",
      relallvisible AS "allVisible"
      FROM pg_class WHERE relname IN ('products', 'search_postings') ORDER BY relname`,
  );

describe.each(drivers)('bulk catalogue load (%s)', (driver: Driver) => {
  const catalogue = useCatalogDatabase(driver);

  it('keeps autovacuum off the grown tables while loading, and hands them back afterwards', async () => {
    let during: Awaited<ReturnType<typeof tableState>> = [];
    await bulkLoad(catalogue.db, async () => {
      during = await tableState(catalogue.db);
      return 0;
    });
    expect(during.map((t) => [t.table, t.options])).toEqual(
      [...GROWN_TABLES].sort().map((table) => [table, ['autovacuum_enabled=false']]),
    );
    expect((await tableState(catalogue.db)).map((t) => t.options)).toEqual([null, null]);
  });

  it('leaves every page of the loaded tables all-visible, so listings scan indexes only', async () => {
    const loaded = await bulkLoad(catalogue.db, () =>
      generateProducts(catalogue.db, 300, { batchSize: 100, seed: 7 }),
    );
    expect(loaded).toBe(300);
    for (const table of await tableState(catalogue.db)) {
      expect(table.pages).toBeGreaterThan(0);
      expect(table).toEqual({ ...table, allVisible: table.pages });
    }
  });

  it('hands the tables back to autovacuum when the load fails, and reports the failure', async () => {
    await expect(
      bulkLoad(catalogue.db, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect((await tableState(catalogue.db)).map((t) => t.options)).toEqual([null, null]);
  });
});
