import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A transaction handle from `db.transaction` (same query API as the database). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serializes one user's writes of a kind that must see each other (their addresses' default
 * flag): the second of two concurrent transactions waits here until the first commits.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}

/** Postgres rejects a malformed uuid with an error: ids from a URL are checked first. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
