import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of raw SQL. Both drivers answer it with { rows }; the shared Db type cannot say so. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
