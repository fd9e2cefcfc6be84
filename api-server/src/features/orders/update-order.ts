import { and, eq, inArray } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  ORDER_UPDATE_MESSAGES,
  type Order,
  type ShippingAddress,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { ConflictError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { lockedOrder } from './change-status';
import { orderJsonWithEvents } from './order-json';

/** Delivery details may change while the order could still be cancelled: before packing. */
const CHANGEABLE = [...CANCELLABLE_STATUSES];

/**
 * PUT /orders/{id}: a new shipping address for a pending or confirmed order (its owner's, or
 * any for an admin; others 404). The address, a history entry and an audit row commit together.
 * The row is locked and the write is conditional on the status, so a ship or cancel racing it
 * either lands first (this answers 409 and writes nothing) or waits for it.
 */
export async function updateOrder(
  db: Db,
  auth: AuthContext,
  id: string,
  shippingAddress: ShippingAddress,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, auth);
    const [updated] = await tx
      .update(orders)
      .set({ shippingAddress, updatedAt: new Date() })
      .where(and(eq(orders.id, before.id), inArray(orders.status, CHANGEABLE)))
      .returning();
    if (!updated) throw new ConflictError(ORDER_UPDATE_MESSAGES.notChangeable);
    await tx.insert(orderEvents).values({
      orderId: updated.id,
      status: updated.status,
      note: ORDER_UPDATE_MESSAGES.updated,
      actorId: auth.userId,
    });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'order.update',
      entityType: 'order',
      entityId: updated.id,
      before: { shippingAddress: before.shippingAddress },
      after: { shippingAddress: updated.shippingAddress },
    });
    return updated;
  });
  return orderJsonWithEvents(db, row);
}
