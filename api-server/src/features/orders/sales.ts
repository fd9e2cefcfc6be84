import { sql, type SQL } from 'drizzle-orm';
import { toThousandths } from '@grocery/shared-api';
import type { Tx } from '../../lib/user-lock';

export interface SaleLine {
  productId: string | null;
  productName: string;
  quantity: number;
  lineTotalCents: number;
}

/** The UTC day an order counts on, whatever the database's time zone. */
export const saleDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * product_sales: one row per product (a line's name when the product is gone), in a fixed
 * order so concurrent orders lock the rows they share without deadlock.
 */
export function productSalesUpsert(lines: readonly SaleLine[], sign: 1 | -1): SQL | null {
  const merged = new Map<string, SaleLine>();
  for (const line of lines) {
    const key = line.productId ?? `name:${line.productName}`;
    const seen = merged.get(key);
    merged.set(key, {
      ...line,
      quantity: ((seen ? toThousandths(seen.quantity) : 0) + toThousandths(line.quantity)) / 1000,
      lineTotalCents: (seen?.lineTotalCents ?? 0) + line.lineTotalCents,
    });
  }
  if (!merged.size) return null;
  const rows = [...merged].sort(([a], [b]) => (a < b ? -1 : 1));
  const values = sql.join(
    rows.map(
      ([key, l]) => sql`(${key}, ${l.productId}::uuid, ${l.productName},
        ${sign * l.quantity}::numeric, ${sign * l.lineTotalCents}::bigint)`,
    ),
    sql`, `,
  );
  return sql`INSERT INTO product_sales (product_key, product_id, product_name, quantity,
      revenue_cents) VALUES ${values}
    ON CONFLICT (product_key) DO UPDATE SET quantity = product_sales.quantity + excluded.quantity,
      revenue_cents = product_sales.revenue_cents + excluded.revenue_cents,
      product_name = excluded.product_name`;
}

/** daily_sales: an order in (sign 1) or a cancelled one out (sign -1) of its day's figures. */
export function dailySalesUpsert(day: string, totalCents: number, sign: 1 | -1): SQL {
  return sql`INSERT INTO daily_sales (day, orders, revenue_cents, cancelled_orders)
    VALUES (${day}, ${sign}::int, ${sign * totalCents}::bigint, ${sign === 1 ? 0 : 1}::int)
    ON CONFLICT (day) DO UPDATE SET orders = daily_sales.orders + excluded.orders,
      revenue_cents = daily_sales.revenue_cents + excluded.revenue_cents,
      cancelled_orders = daily_sales.cancelled_orders + excluded.cancelled_orders`;
}

/** daily_sales: revenue moved by `cents` on a day (a packed order charged other than estimated). */
export function dailyRevenueUpsert(day: string, cents: number): SQL {
  return sql`INSERT INTO daily_sales (day, orders, revenue_cents, cancelled_orders)
    VALUES (${day}, 0, ${cents}::bigint, 0)
    ON CONFLICT (day) DO UPDATE SET revenue_cents = daily_sales.revenue_cents + excluded.revenue_cents`;
}

/**
 * Books an order into daily_sales and product_sales (sign 1) or takes a cancelled one out
 * (sign -1), in the order's own transaction, so the admin's figures never scan orders. The
 * day's row, which every order of the day updates, is taken last: its lock is held only until
 * the commit that follows.
 */
export async function bookSale(
  tx: Tx,
  day: string,
  totalCents: number,
  lines: readonly SaleLine[],
  sign: 1 | -1,
): Promise<void> {
  const products = productSalesUpsert(lines, sign);
  if (products) await tx.execute(products);
  await tx.execute(dailySalesUpsert(day, totalCents, sign));
}
