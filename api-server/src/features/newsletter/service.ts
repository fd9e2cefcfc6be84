import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export interface Subscription {
  email: string;
  createdAt: string;
}

/**
 * Signs an address up once. The unique index on lower(email) decides, so two sign-ups of one
 * address at the same moment (a double click, two tabs) make one row: the second insert waits
 * for the first, does nothing, and reads the row the first one made.
 */
export async function subscribe(
  db: Db,
  email: string,
): Promise<{ subscription: Subscription; created: boolean }> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
        .limit(1)
    )[0];
  if (!row) throw new Error('newsletter subscription neither inserted nor found');
  return {
    subscription: { email: row.email, createdAt: row.createdAt.toISOString() },
    created: inserted !== undefined,
  };
}
