import { type SQL, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Failures allowed before each further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** The wait doubles per failure past the free ones; five doublings already pass MAX_WAIT_MS. */
const MAX_DOUBLINGS = 5;
/** Forgotten rows are deleted at most this often per process; until then they count as absent. */
const SWEEP_EVERY_MS = 60_000;

let lastSweep = 0;

/** The wait a count of failures earns, in milliseconds, as SQL over that count. */
function waitMs(failures: SQL): SQL {
  return sql`CASE WHEN ${failures} < ${FREE_FAILURES}::int THEN 0
    ELSE least(${MAX_WAIT_MS}::int,
      ${FIRST_WAIT_MS}::int * power(2, least(${failures} - ${FREE_FAILURES}::int, ${MAX_DOUBLINGS}::int)))
    END`;
}

/**
 * Per-account back-off against password guessing from many addresses (the rate limit counts
 * per address). Keyed by the email as typed, so an unknown address is locked exactly like a
 * known one and the answer says nothing about which exist. Counted in the database, so every
 * replica sees the same lock, and forgotten a quarter of an hour after the last failure.
 *
 * An attempt counts as a failure before its password is checked, in one statement that refuses
 * it while the account is locked: guesses sent together, to one replica or to several, each take
 * the next count, so the sixth waits however many arrive at once. A success forgives them all.
 * Throws 429 while the account is locked.
 */
export async function loginAttempt(db: Db, email: string, clock = Date.now): Promise<void> {
  const now = clock();
  if (now - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = now;
    await db.delete(loginFailures).where(lt(loginFailures.forgetAt, new Date(now)));
  }
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const failures = sql`CASE WHEN f.forget_at <= ${at} THEN 1 ELSE f.failures + 1 END`;
  const counted = await rawRows<{ counted: number }>(
    db,
    sql`INSERT INTO ${loginFailures} AS f (email, failures, locked_until, forget_at)
      VALUES (${email}, 1, ${at} + ${waitMs(sql`1`)} * interval '1 millisecond',
        ${at} + ${MAX_WAIT_MS}::int * interval '1 millisecond')
      ON CONFLICT (email) DO UPDATE SET
        failures = ${failures},
        locked_until = ${at} + ${waitMs(failures)} * interval '1 millisecond',
        forget_at = excluded.forget_at
      WHERE f.locked_until <= ${at}
      RETURNING 1 AS counted`,
  );
  if (counted.length > 0) return;
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  // Read after the lock was seen: another attempt may have set it with a clock read after ours.
  const wait = row ? row.lockedUntil.getTime() - clock() : 0;
  if (wait > 0) throw new AppError(429, lockedMessage(wait));
  // The lock ran out, or a success forgave it, between the two statements: count this one now.
  return loginAttempt(db, email, clock);
}

/** The password was right: the failures counted so far are forgiven. */
export async function loginSucceeded(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export function lockedMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Please wait ${wait} and try again.`;
}
