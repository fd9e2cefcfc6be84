import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { ACCESS_TOKEN_TTL_SECONDS } from './jwt';
import { LruCache } from './lru-cache';

/**
 * How long a session found live is believed live without asking the database again. A
 * revocation made by this process counts at once; one made by another replica within this.
 */
export const LIVE_SESSION_MS = 1000;
const MAX_SESSIONS = 100_000;

/**
 * Sessions (refresh-token families, the `sid` of every access token) known to be ended or
 * live. Ended ones are kept as long as an access token can outlive them; session ids are random
 * UUIDs, so one set serves every database this process talks to.
 */
const ended = new LruCache<true>({
  maxEntries: MAX_SESSIONS,
  ttlMs: ACCESS_TOKEN_TTL_SECONDS * 1000,
});
const live = new LruCache<true>({ maxEntries: MAX_SESSIONS, ttlMs: LIVE_SESSION_MS });

/** Called with the families a logout, password change or reset, or token reuse revoked. */
export function sessionsEnded(sessionIds: Iterable<string>): void {
  for (const id of sessionIds) {
    ended.set(id, true);
    live.delete(id);
  }
}

/**
 * Whether the access token's session still stands: its family exists and none of its refresh
 * tokens was revoked. Costs a map lookup, and one indexed query per session and second.
 */
export async function sessionActive(db: Db, sessionId: string): Promise<boolean> {
  if (ended.get(sessionId)) return false;
  if (live.get(sessionId)) return true;
  const [row] = await db
    .select({ revoked: sql<boolean | null>`bool_or(${refreshTokens.revokedAt} IS NOT NULL)` })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, sessionId));
  // No row at all (the account was deleted) ends the session like a revocation does.
  if (row?.revoked === false) {
    live.set(sessionId, true);
    return true;
  }
  ended.set(sessionId, true);
  return false;
}
