import { and, eq, inArray } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  DELIVERY_MESSAGES,
  ORDER_UPDATE_MESSAGES,
  instantLabel,
  type Order,
  type OrderUpdateInput,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { freePlace, lockSlot, takePlace } from '../../lib/delivery/places';
import { cutoffOf } from '../../lib/delivery/slot-json';
import { storeIso } from '../../lib/delivery/slot-times';
import { ConflictError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import type { Tx } from '../../lib/user-lock';
import { lockedOrder } from './change-status';
import { type OrderRow, orderJsonWithEvents } from './order-json';

/** Delivery details may change while the order could still be cancelled: before packing. */
const CHANGEABLE = [...CANCELLABLE_STATUSES];

/**
 * Moves the order to another slot until its current slot's cut-off (409 naming it after).
 * Both slots are locked in start order, the order every writer of two slots keeps; the new
 * place is taken like an order's (the shopper's hold on it counts), the old one given back.
 */
async function moveSlot(tx: Tx, order: OrderRow, slotId: string, limits: boolean, zone: string) {
  if (!order.deliverySlotId || order.deliverySlotId === slotId) {
    return takeIfNew(tx, order, slotId, limits);
  }
  const current = await lockSlot(tx, order.deliverySlotId);
  const cutoff = cutoffOf(current.startsAt, current.cutoffMinutes);
  if (new Date() >= cutoff) {
    throw new ConflictError(DELIVERY_MESSAGES.afterCutoff(instantLabel(storeIso(cutoff, zone))));
  }
  await takePlace(tx, slotId, order.userId, limits);
  await freePlace(tx, order.deliverySlotId);
}

async function takeIfNew(tx: Tx, order: OrderRow, slotId: string, limits: boolean) {
  if (order.deliverySlotId !== slotId) await takePlace(tx, slotId, order.userId, limits);
}

/**
 * PUT /orders/{id}: a new shipping address and/or delivery slot for a pending or confirmed
 * order (its owner's, or any for an admin; others 404). The change, a history entry and an
 * audit row commit together. The row is locked and the write is conditional on the status, so
 * a ship or cancel racing it either lands first (this answers 409 and writes nothing) or waits.
 * A moved order keeps the delivery charge it was placed and paid with.
 */
export async function updateOrder(
  db: Db,
  auth: AuthContext,
  id: string,
  change: { shippingAddress?: OrderUpdateInput['shippingAddress']; deliverySlotId?: string },
  limits: boolean,
  zone: string,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const before = await lockedOrder(tx, id, auth);
    if (!CHANGEABLE.includes(before.status)) {
      throw new ConflictError(ORDER_UPDATE_MESSAGES.notChangeable);
    }
    if (change.deliverySlotId) await moveSlot(tx, before, change.deliverySlotId, limits, zone);
    const [updated] = await tx
      .update(orders)
      .set({
        ...(change.shippingAddress ? { shippingAddress: change.shippingAddress } : {}),
        ...(change.deliverySlotId ? { deliverySlotId: change.deliverySlotId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, before.id), inArray(orders.status, CHANGEABLE)))
      .returning();
    if (!updated) throw new ConflictError(ORDER_UPDATE_MESSAGES.notChangeable);
    const moved = change.deliverySlotId && !change.shippingAddress;
    await tx.insert(orderEvents).values({
      orderId: updated.id,
      status: updated.status,
      note: moved ? DELIVERY_MESSAGES.slotChanged : ORDER_UPDATE_MESSAGES.updated,
      actorId: auth.userId,
    });
    await recordAudit(tx, {
      actorId: auth.userId,
      action: 'order.update',
      entityType: 'order',
      entityId: updated.id,
      before: { shippingAddress: before.shippingAddress, deliverySlotId: before.deliverySlotId },
      after: { shippingAddress: updated.shippingAddress, deliverySlotId: updated.deliverySlotId },
    });
    return updated;
  });
  return orderJsonWithEvents(db, row);
}
