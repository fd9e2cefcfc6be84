import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Order, OrderListQuery, Pagination } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { UUID_PATTERN } from '../../lib/user-lock';
import { ORDER_MESSAGES as M } from './deps';
import { orderJsonWithEvents, ordersJson } from './order-json';

/** One order with its history: its owner's or, for an admin, anyone's; otherwise 404. */
export async function getOrder(db: Db, id: string, auth: AuthContext): Promise<Order> {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(M.notFound);
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) {
    throw new NotFoundError(M.notFound);
  }
  return orderJsonWithEvents(db, row);
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** `%`, `_` and `\` typed into a search match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: OrderListQuery, userId: string | null): SQL | undefined {
  const search = query.search?.replace(/\0/g, '');
  return and(
    userId ? eq(orders.userId, userId) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(orders.createdAt, nextDay(query.to)) : undefined,
    search
      ? or(
          ilike(orders.orderNumber, likePattern(search)),
          ilike(orders.customerName, likePattern(search)),
          ilike(orders.customerEmail, likePattern(search)),
        )
      : undefined,
  );
}

/**
 * Newest first, one page. `userId` limits to one shopper's orders (my-orders); null lists
 * everyone's (admins), where status, dates (UTC days, inclusive) and search also filter.
 */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  userId: string | null,
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const where = filters(query, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const total = count!.total;
  return {
    orders: await ordersJson(db, rows),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
