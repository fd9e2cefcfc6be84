import { sql, type SQL } from 'drizzle-orm';
import { DELIVERY_MESSAGES as M } from '@grocery/shared-api';
import { ConflictError, NotFoundError } from '../errors';
import { type Tx, UUID_PATTERN } from '../user-lock';
import { isClosed, type SlotRow } from './slot-json';

interface LockedSlot extends SlotRow {
  cutoffMinutes: number;
}

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Locks a slot's row for the rest of the transaction. Every booking of a place (hold, order,
 * slot change) goes through this lock, so the count taken after it sees every place taken
 * before: capacity stays exact whatever the concurrency.
 */
export async function lockSlot(tx: Tx, slotId: string): Promise<LockedSlot> {
  if (!UUID_PATTERN.test(slotId)) throw new NotFoundError(M.slotNotFound);
  const [row] = await rows<{
    id: string;
    starts_at: string | Date;
    ends_at: string | Date;
    fee_cents: number;
    capacity: number;
    booked: number;
    retired: boolean;
    cutoff_minutes: number;
  }>(
    tx,
    sql`SELECT s.id, s.starts_at, s.ends_at, s.fee_cents, s.capacity, s.booked, s.retired,
        (SELECT cutoff_minutes FROM delivery_schedule WHERE id = 1) AS cutoff_minutes
      FROM delivery_slots s WHERE s.id = ${slotId} FOR UPDATE OF s`,
  );
  if (!row) throw new NotFoundError(M.slotNotFound);
  return {
    id: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    feeCents: row.fee_cents,
    capacity: row.capacity,
    booked: row.booked,
    retired: row.retired,
    cutoffMinutes: row.cutoff_minutes,
  };
}

/** Refuses a slot past its cut-off (or retired from the schedule). */
export function assertOpen(slot: LockedSlot): void {
  if (isClosed(slot, slot.cutoffMinutes)) throw new ConflictError(M.slotClosed);
}

/**
 * Whether the locked slot has room for this shopper: their own live hold on it always does
 * (its place is already counted); otherwise orders plus the others' live holds must be below
 * the capacity. An expired hold is thus honoured only while there is room.
 */
export async function hasRoom(tx: Tx, slot: LockedSlot, userId: string): Promise<boolean> {
  const [counts] = await rows<{ others: number; mine: boolean }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE user_id <> ${userId})::int AS others,
        coalesce(bool_or(user_id = ${userId}), false) AS mine
      FROM delivery_holds WHERE slot_id = ${slot.id} AND expires_at > now()`,
  );
  return counts!.mine || slot.booked + counts!.others < slot.capacity;
}

/**
 * Books one place in the slot for an order, in the order's transaction, and ends the
 * shopper's hold (its place becomes the order's).
 */
export async function takePlace(tx: Tx, slotId: string, userId: string, limits: boolean) {
  const slot = await lockSlot(tx, slotId);
  assertOpen(slot);
  if (limits && !(await hasRoom(tx, slot, userId))) throw new ConflictError(M.slotFull);
  await tx.execute(sql`WITH released AS (DELETE FROM delivery_holds WHERE user_id = ${userId})
    UPDATE delivery_slots SET booked = booked + 1 WHERE id = ${slot.id}`);
  return slot;
}

/** Gives an order's place back (cancel, or a move to another slot). */
export async function freePlace(tx: Tx, slotId: string | null): Promise<void> {
  if (!slotId) return;
  await tx.execute(sql`UPDATE delivery_slots SET booked = booked - 1
    WHERE id = ${slotId} AND booked > 0`);
}

/**
 * Without capacity limits an order's place needs no count, only an open slot: the booking is a
 * conditional UPDATE that rides in the order's last statement (as the CTE `booked_place`, one row
 * when booked), so the slot's row, which every order for that slot updates, stays locked only
 * until the commit right after. The shopper's hold ends as in takePlace.
 */
export function bookOpenPlaceCtes(slotId: string, userId: string): SQL {
  return sql`released AS (DELETE FROM delivery_holds WHERE user_id = ${userId}),
    booked_place AS (
      UPDATE delivery_slots s SET booked = s.booked + 1
      WHERE s.id = ${slotId} AND NOT s.retired AND now() < s.starts_at
        - (SELECT cutoff_minutes FROM delivery_schedule WHERE id = 1) * interval '1 minute'
      RETURNING s.id)`;
}
