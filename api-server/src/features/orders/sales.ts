import { sql } from 'drizzle-orm';
import { dailySales, productSales } from '../../db/schema';
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
 * Books an order into daily_sales and product_sales (sign 1) or takes a cancelled one out
 * (sign -1), in the order's own transaction, so the admin's figures never scan orders.
 */
export async function bookSale(
  tx: Tx,
  day: string,
  totalCents: number,
  lines: readonly SaleLine[],
  sign: 1 | -1,
): Promise<void> {
  const cancelled = sign === 1 ? 0 : 1;
  await tx
    .insert(dailySales)
    .values({ day, orders: sign, revenueCents: sign * totalCents, cancelledOrders: cancelled })
    .onConflictDoUpdate({
      target: dailySales.day,
      set: {
        orders: sql`${dailySales.orders} + ${sign}`,
        revenueCents: sql`${dailySales.revenueCents} + ${sign * totalCents}`,
        cancelledOrders: sql`${dailySales.cancelledOrders} + ${cancelled}`,
      },
    });
  // One row per product, in a fixed order so concurrent orders lock them without deadlock.
  const merged = new Map<string, SaleLine & { key: string }>();
  for (const line of lines) {
    const key = line.productId ?? `name:${line.productName}`;
    const seen = merged.get(key);
    merged.set(key, {
      ...line,
      key,
      quantity: (seen?.quantity ?? 0) + line.quantity,
      lineTotalCents: (seen?.lineTotalCents ?? 0) + line.lineTotalCents,
    });
  }
  const rows = [...merged.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  if (!rows.length) return;
  await tx
    .insert(productSales)
    .values(
      rows.map((r) => ({
        productKey: r.key,
        productId: r.productId,
        productName: r.productName,
        quantity: sign * r.quantity,
        revenueCents: sign * r.lineTotalCents,
      })),
    )
    .onConflictDoUpdate({
      target: productSales.productKey,
      set: {
        quantity: sql`${productSales.quantity} + excluded.quantity`,
        revenueCents: sql`${productSales.revenueCents} + excluded.revenue_cents`,
        productName: sql`excluded.product_name`,
      },
    });
}
