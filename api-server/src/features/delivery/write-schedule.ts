import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DeliverySchedule } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { deliverySchedule, deliverySlots } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Tx } from '../../lib/user-lock';
import { planOf, readSchedule, scheduleJson, scheduleRowValues } from '../../lib/delivery/schedule';
import type { ScheduleRow } from '../../lib/delivery/slot-json';
import { bookingWindow } from '../../lib/delivery/slot-rows';
import { plannedSlots } from '../../lib/delivery/slot-times';

export interface ScheduleChange {
  schedule: DeliverySchedule;
  /** Booked orders in slots the change retired or left over their new capacity. */
  affectedOrders: number;
}

/**
 * Brings the coming slots in line with the schedule: planned ones get the new fee, length
 * and capacity; the others go, except those still holding orders, which stay (retired, shown
 * to staff, closed to shoppers) until their orders are delivered or moved. Rows are visited
 * in start order, the order every other writer of two slots locks them in.
 */
async function resync(tx: Tx, schedule: ScheduleRow): Promise<number> {
  const now = new Date();
  const { today } = bookingWindow(schedule, now);
  const planned = plannedSlots(planOf(schedule), schedule.timeZone, today, schedule.daysAhead);
  const byStart = new Map(planned.map((p) => [p.startsAt.getTime(), p]));
  const coming = await tx
    .select()
    .from(deliverySlots)
    .where(gte(deliverySlots.startsAt, now))
    .orderBy(asc(deliverySlots.startsAt))
    .for('update');
  let affected = 0;
  for (const slot of coming) {
    const plan = byStart.get(slot.startsAt.getTime());
    byStart.delete(slot.startsAt.getTime());
    if (plan) {
      affected += Math.max(slot.booked - schedule.capacity, 0);
      await tx
        .update(deliverySlots)
        .set({
          endsAt: plan.endsAt,
          feeCents: plan.feeCents,
          capacity: schedule.capacity,
          retired: false,
        })
        .where(eq(deliverySlots.id, slot.id));
      continue;
    }
    const [deleted] = await tx
      .delete(deliverySlots)
      .where(
        and(
          eq(deliverySlots.id, slot.id),
          sql`NOT EXISTS (SELECT 1 FROM orders o WHERE o.delivery_slot_id = "delivery_slots"."id")`,
        ),
      )
      .returning({ id: deliverySlots.id });
    if (deleted) continue;
    affected += slot.booked;
    await tx.update(deliverySlots).set({ retired: true }).where(eq(deliverySlots.id, slot.id));
  }
  const missing = [...byStart.values()];
  if (missing.length) {
    await tx
      .insert(deliverySlots)
      .values(missing.map((p) => ({ ...p, capacity: schedule.capacity })))
      .onConflictDoNothing();
  }
  return affected;
}

/** PUT /delivery/schedule (admins): the new schedule, the coming slots resynced, audited. */
export async function writeSchedule(
  db: Db,
  actorId: string,
  input: Omit<DeliverySchedule, 'timeZone'>,
): Promise<ScheduleChange> {
  return db.transaction(async (tx) => {
    const before = await readSchedule(tx);
    const [after] = await tx
      .update(deliverySchedule)
      .set(scheduleRowValues(input))
      .where(eq(deliverySchedule.id, 1))
      .returning();
    const affectedOrders = await resync(tx, after!);
    await recordAudit(tx, {
      actorId,
      action: 'delivery.schedule',
      entityType: 'delivery',
      entityId: '1',
      before: scheduleJson(before),
      after: scheduleJson(after!),
    });
    return { schedule: scheduleJson(after!), affectedOrders };
  });
}
