import { desc, gte, sql } from 'drizzle-orm';
import { ORDER_STATUSES, fromCents, type OrderStats, type OrderStatus } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { dailySales, orders, productSales } from '../../db/schema';
import { saleDay } from './sales';

const DAYS = 30;
const TOP_PRODUCTS = 5;

const dayBefore = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return saleDay(date);
};

/**
 * Counts per status, one index range each (orders_status_created_idx): the count reads the
 * index, and the six ranges add up to every order without a sort or a hash of all of them.
 */
async function statusCounts(db: Db): Promise<Record<OrderStatus, number>> {
  const counts = await Promise.all(
    ORDER_STATUSES.map(async (status) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.status} = ${status}`);
      return [status, row!.n] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<OrderStatus, number>;
}

/**
 * The admin's sales figures, from the summaries every order write keeps (daily_sales,
 * product_sales) and the status counts. Revenue and order counts per day leave cancelled
 * orders out; totalOrders counts every order placed, cancelled ones included.
 */
export async function orderStats(db: Db): Promise<OrderStats> {
  const today = saleDay(new Date());
  const first = dayBefore(today, DAYS - 1);
  const [totals, recent, top, byStatus] = await Promise.all([
    db
      .select({
        revenue: sql<string>`coalesce(sum(${dailySales.revenueCents}), 0)::text`,
      })
      .from(dailySales),
    db.select().from(dailySales).where(gte(dailySales.day, first)),
    db
      .select()
      .from(productSales)
      .where(sql`${productSales.quantity} > 0`)
      .orderBy(desc(productSales.quantity), desc(productSales.revenueCents))
      .limit(TOP_PRODUCTS),
    statusCounts(db),
  ]);
  const byDay = new Map(recent.map((row) => [row.day, row]));
  const dailyRevenue = Array.from({ length: DAYS }, (_, i) => {
    const date = dayBefore(today, DAYS - 1 - i);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: fromCents(row?.revenueCents ?? 0) };
  });
  const last30Orders = recent.reduce((sum, row) => sum + row.orders, 0);
  const last30Cents = recent.reduce((sum, row) => sum + row.revenueCents, 0);
  const todayRow = byDay.get(today);
  return {
    today: { orders: todayRow?.orders ?? 0, revenue: fromCents(todayRow?.revenueCents ?? 0) },
    last30Days: {
      orders: last30Orders,
      revenue: fromCents(last30Cents),
      averageOrderValue: last30Orders ? Math.round(last30Cents / last30Orders) / 100 : 0,
    },
    totalOrders: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    totalRevenue: fromCents(Number(totals[0]!.revenue)),
    byStatus,
    topProducts: top.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      quantity: row.quantity,
      revenue: fromCents(row.revenueCents),
    })),
    dailyRevenue,
  };
}
