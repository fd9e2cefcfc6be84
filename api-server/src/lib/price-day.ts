import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invalidateCatalogCache } from './catalog-cache';

const stamped = new WeakMap<Db, { day: string; done: Promise<void> }>();

/**
 * Sale windows open and close at midnight (UTC) without any write, so the stored effective
 * prices (migration 0005) are re-stamped once per day, before the first price-sorted read of
 * that day. Idempotent: replicas doing it at once agree, and only changed rows are written.
 */
export function ensurePricesStamped(db: Db, day: string): Promise<void> {
  const known = stamped.get(db);
  if (known?.day === day) return known.done;
  const done = restamp(db, day);
  stamped.set(db, { day, done });
  // A failed re-stamp is retried by the next read.
  done.catch(() => {
    if (stamped.get(db)?.done === done) stamped.delete(db);
  });
  return done;
}

async function restamp(db: Db, day: string): Promise<void> {
  const price = sql`product_price_on(price_cents, discount_price_cents, discount_start_date,
    discount_end_date, ${day}::date)`;
  const result = (await db.execute(sql`UPDATE products SET effective_price_cents = ${price}
    WHERE effective_price_cents <> ${price}`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  if ((result.rowCount ?? result.affectedRows ?? 0) > 0) invalidateCatalogCache(db);
}
