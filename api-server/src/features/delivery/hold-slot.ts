import { sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES as M, type DeliveryHold } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { assertOpen, hasRoom, lockSlot } from '../../lib/delivery/places';

/**
 * POST /delivery/slots/{id}/hold: keeps a place in the slot for the shopper for the schedule's
 * hold minutes. One hold per shopper: holding another slot releases the previous one, and
 * holding the same slot again renews it.
 */
export async function holdSlot(
  db: Db,
  userId: string,
  slotId: string,
  limits: boolean,
): Promise<DeliveryHold> {
  return db.transaction(async (tx) => {
    const slot = await lockSlot(tx, slotId);
    assertOpen(slot);
    if (limits && !(await hasRoom(tx, slot, userId))) throw new ConflictError(M.slotFull);
    const result = await tx.execute(sql`INSERT INTO delivery_holds (user_id, slot_id, expires_at)
      VALUES (${userId}, ${slot.id},
        now() + make_interval(mins => (SELECT hold_minutes FROM delivery_schedule WHERE id = 1)))
      ON CONFLICT (user_id) DO UPDATE SET slot_id = EXCLUDED.slot_id,
        expires_at = EXCLUDED.expires_at
      RETURNING id, slot_id, expires_at`);
    const [hold] = (result as unknown as { rows: Record<string, string | Date>[] }).rows;
    return {
      id: String(hold!.id),
      slotId: String(hold!.slot_id),
      expiresAt: new Date(hold!.expires_at!).toISOString(),
    };
  });
}
