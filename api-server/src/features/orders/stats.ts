import { sql } from 'drizzle-orm';
import { fromCents, type OrderStats } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { saleDay } from './sales';

const DAYS = 30;
const TOP_PRODUCTS = 5;

const dayBefore = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return saleDay(date);
};

interface Figures {
  revenue: string;
  placed: number;
  cancelled: number;
  pending: number;
  confirmed: number;
  processing: number;
  shipped: number;
  days: string;
  top: string;
}
type Day = { day: string; orders: number; revenue_cents: number };
type Top = {
  product_id: string | null;
  product_name: string;
  quantity: number;
  revenue_cents: number;
};

/**
 * Everything in one round trip. Totals come from the summaries every order write keeps
 * (daily_sales, its stripes added up, and product_sales); only the open statuses are counted, each one range of
 * orders_status_created_idx, and they hold the few orders still moving. Delivered is the rest.
 */
const figures = (first: string) => sql`SELECT
    (SELECT coalesce(sum(revenue_cents), 0)::text FROM daily_sales) AS revenue,
    (SELECT coalesce(sum(orders + cancelled_orders), 0)::int FROM daily_sales) AS placed,
    (SELECT coalesce(sum(cancelled_orders), 0)::int FROM daily_sales) AS cancelled,
    (SELECT count(*)::int FROM orders WHERE status = 'pending') AS pending,
    (SELECT count(*)::int FROM orders WHERE status = 'confirmed') AS confirmed,
    (SELECT count(*)::int FROM orders WHERE status = 'processing') AS processing,
    (SELECT count(*)::int FROM orders WHERE status = 'shipped') AS shipped,
    (SELECT coalesce(json_agg(d), '[]')::text FROM (SELECT day, sum(orders)::int AS orders,
      sum(revenue_cents)::bigint AS revenue_cents FROM daily_sales WHERE day >= ${first}
      GROUP BY day) d) AS days,
    (SELECT coalesce(json_agg(t), '[]')::text FROM (SELECT product_id, product_name, quantity,
      revenue_cents FROM product_sales WHERE quantity > 0
      ORDER BY quantity DESC, revenue_cents DESC LIMIT ${TOP_PRODUCTS}) t) AS top`;

/**
 * The admin's sales figures. Revenue and per-day order counts leave cancelled orders out;
 * totalOrders counts every order placed, cancelled ones included.
 */
export async function orderStats(db: Db): Promise<OrderStats> {
  const today = saleDay(new Date());
  const [f] = await rawRows<Figures>(db, figures(dayBefore(today, DAYS - 1)));
  const recent = JSON.parse(f!.days) as Day[];
  const byDay = new Map(recent.map((row) => [row.day, row]));
  const dailyRevenue = Array.from({ length: DAYS }, (_, i) => {
    const date = dayBefore(today, DAYS - 1 - i);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: fromCents(row?.revenue_cents ?? 0) };
  });
  const last30Orders = recent.reduce((sum, row) => sum + row.orders, 0);
  const last30Cents = recent.reduce((sum, row) => sum + row.revenue_cents, 0);
  const open = f!.pending + f!.confirmed + f!.processing + f!.shipped;
  const todayRow = byDay.get(today);
  return {
    today: { orders: todayRow?.orders ?? 0, revenue: fromCents(todayRow?.revenue_cents ?? 0) },
    last30Days: {
      orders: last30Orders,
      revenue: fromCents(last30Cents),
      averageOrderValue: last30Orders ? Math.round(last30Cents / last30Orders) / 100 : 0,
    },
    totalOrders: f!.placed,
    totalRevenue: fromCents(Number(f!.revenue)),
    byStatus: {
      pending: f!.pending,
      confirmed: f!.confirmed,
      processing: f!.processing,
      shipped: f!.shipped,
      delivered: f!.placed - f!.cancelled - open,
      cancelled: f!.cancelled,
    },
    topProducts: (JSON.parse(f!.top) as Top[]).map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      quantity: row.quantity,
      revenue: fromCents(row.revenue_cents),
    })),
    dailyRevenue,
  };
}
