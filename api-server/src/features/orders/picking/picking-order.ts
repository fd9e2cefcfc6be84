import { and, eq } from 'drizzle-orm';
import { type Order, PICKING_MESSAGES as M, type PickingOrder } from '@grocery/shared-api';
import type { Db } from '../../../db/client';
import { orderItems, orders } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import type { Tx } from '../../../lib/user-lock';
import { ORDER_MESSAGES } from '../deps';
import { type OrderRow, orderJsonWithEvents, orderLines } from '../order-json';
import { suggestionsFor } from './suggestions';

/** Orders a picker may still work on: placed, not yet on their way. */
export const PICKABLE = new Set<string>(['pending', 'confirmed']);

/**
 * The order locked for a picking write (staff see every order). Packed is a 409 naming it, so
 * a second picker learns the order is done; cancelled or further along cannot be picked.
 */
export async function lockedForPicking(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (row.pickingStatus === 'packed') throw new ConflictError(M.alreadyPacked);
  if (!PICKABLE.has(row.status)) throw new ConflictError(M.notPickable);
  return row;
}

export async function orderItem(tx: Tx, orderId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!item) throw new NotFoundError(M.itemNotFound);
  return item;
}

export async function pickingOrderJson(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return orderJsonWithEvents(db, row);
}

/** POST /picking/orders/:id/start: the shopper's substitution choices are fixed from now on. */
export async function startPicking(db: Db, id: string): Promise<Order> {
  await db.transaction(async (tx) => markPicking(tx, await lockedForPicking(tx, id)));
  return pickingOrderJson(db, id);
}

export async function markPicking(tx: Tx, row: OrderRow): Promise<void> {
  if (row.pickingStatus !== 'not_started') return;
  await tx
    .update(orders)
    .set({ pickingStatus: 'picking', updatedAt: new Date() })
    .where(eq(orders.id, row.id));
}

/** GET /picking/orders/:id: the order and each open line's suggested substitutes. */
export async function pickingOrder(db: Db, id: string): Promise<PickingOrder> {
  const order = await pickingOrderJson(db, id);
  const lines = await orderLines(db, [id]);
  const suggestions = await Promise.all(
    lines.map(async (line) => [line.id, await suggestionsFor(db, line)] as const),
  );
  return { order, suggestions: Object.fromEntries(suggestions) };
}
