import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema';
import type { ProductInsert } from './product-rows';

/**
 * Many products in one statement with one parameter: the rows travel as a JSON array and
 * json_populate_recordset turns them into table rows. Building a 30-column VALUES list for
 * thousands of rows costs more than the database's own work.
 */
export async function bulkInsertProducts(db: Db, rows: ProductInsert[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(products)).filter(([key]) =>
    rows.some((row) => row[key as keyof ProductInsert] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, row[key as keyof ProductInsert] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  // Durable at commit even where the server runs with synchronous_commit off (as the test and
  // bench clusters do): until a commit is flushed VACUUM cannot mark its rows visible to all, so
  // the VACUUM that follows a load (bulk-load.ts) would leave the newest pages unmarked.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = on`);
    await tx.execute(sql`
      INSERT INTO products (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::products, ${JSON.stringify(records)}::json)`);
  });
}
