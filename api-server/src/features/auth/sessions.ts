import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Role } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { UnauthorizedError } from '../../lib/errors';
import { SESSION_EXPIRED, signAccessToken } from '../../lib/jwt';
import { sessionsEnded } from '../../lib/session-revocations';
import { hashToken, randomToken } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember-me keeps the session for 30 days; otherwise it ends after a day. */
export const refreshTtlMs = (rememberMe: boolean) => (rememberMe ? 30 : 1) * DAY_MS;
/**
 * Two tabs waking together send the same refresh token twice: a repeat this soon after the
 * first use gets the same new pair instead of counting as theft.
 */
export const REUSE_GRACE_MS = 10_000;

export interface Tokens {
  token: string;
  refreshToken: string;
}

interface SessionInput {
  userId: string;
  role: Role;
  rememberMe: boolean;
  /** Continue this login's family (rotation); a new login starts a new one. */
  familyId?: string;
  /** Rotation: the successor of the token presented, and the moment it was presented. */
  refreshToken?: string;
  issuedAt?: Date;
}

/**
 * A rotated token's successor is derived from it (keyed by the server's secret), so a repeat
 * within the grace period can be answered the same token by any replica without storing it.
 */
const successorOf = (refreshToken: string, secret: Uint8Array) =>
  createHmac('sha256', secret).update(`refresh:${refreshToken}`).digest('base64url');

/** Stores a new refresh token (hashed) and signs the matching access token. */
export async function issueSession(
  db: Db,
  secret: Uint8Array,
  input: SessionInput,
): Promise<Tokens> {
  const familyId = input.familyId ?? randomUUID();
  const refreshToken = input.refreshToken ?? randomToken();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    rememberMe: input.rememberMe,
    expiresAt: new Date(Date.now() + refreshTtlMs(input.rememberMe)),
  });
  const token = await signAccessToken(
    { userId: input.userId, role: input.role, sessionId: familyId },
    secret,
    input.issuedAt,
  );
  return { token, refreshToken };
}

/**
 * Revoking also ends the family's access tokens in this process at once (others within a
 * second). Called inside a transaction that then fails, the session ends anyway: the user
 * logs in again, which is the safe way to be wrong.
 */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  sessionsEnded([familyId]);
}

/** Ends every session of the user, except the family `keepFamilyId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string | null) {
  const scope = keepFamilyId
    ? and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId))
    : eq(refreshTokens.userId, userId);
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(scope, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  sessionsEnded(new Set(revoked.map((row) => row.familyId)));
}

/**
 * Rotation: a refresh token works once. Marking it used is one conditional UPDATE, so two
 * concurrent calls cannot both rotate it. A repeat within REUSE_GRACE_MS is answered the same
 * pair (two tabs); a token presented again later was copied: the whole family (that login on
 * every device) is revoked.
 */
export async function rotateSession(
  db: Db,
  secret: Uint8Array,
  refreshToken: string,
): Promise<Tokens> {
  const tokenHash = hashToken(refreshToken);
  const successor = successorOf(refreshToken, secret);
  const tokens = await db.transaction(async (tx) => {
    const now = new Date();
    const [current] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!current) return null;
    const user = await activeUser(tx, current.userId);
    if (!user) {
      await revokeFamily(tx, current.familyId);
      return null;
    }
    return issueSession(tx, secret, {
      userId: user.id,
      role: user.role,
      rememberMe: current.rememberMe,
      familyId: current.familyId,
      refreshToken: successor,
      issuedAt: now,
    });
  });
  if (tokens) return tokens;
  const [used] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.usedAt)));
  if (!used) throw new UnauthorizedError(SESSION_EXPIRED);
  if (!used.revokedAt && Date.now() - used.usedAt!.getTime() <= REUSE_GRACE_MS) {
    const user = await activeUser(db, used.userId);
    if (user) {
      const auth = { userId: user.id, role: user.role, sessionId: used.familyId };
      return { token: await signAccessToken(auth, secret, used.usedAt!), refreshToken: successor };
    }
  }
  await revokeFamily(db, used.familyId);
  throw new UnauthorizedError(SESSION_EXPIRED);
}

async function activeUser(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return user?.status === 'active' ? user : null;
}

/** Logout: the family of the given refresh token (if it is one of ours) ends. */
export async function revokeByToken(db: Db, refreshToken: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (row) await revokeFamily(db, row.familyId);
}
