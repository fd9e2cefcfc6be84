import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Role } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { UnauthorizedError } from '../../lib/errors';
import { SESSION_EXPIRED, signAccessToken } from '../../lib/jwt';
import { hashToken, randomToken } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember-me keeps the session for 30 days; otherwise it ends after a day. */
export const refreshTtlMs = (rememberMe: boolean) => (rememberMe ? 30 : 1) * DAY_MS;

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
}

/** Stores a new refresh token (hashed) and signs the matching access token. */
export async function issueSession(
  db: Db,
  secret: Uint8Array,
  input: SessionInput,
): Promise<Tokens> {
  const familyId = input.familyId ?? randomUUID();
  const refreshToken = randomToken();
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
  );
  return { token, refreshToken };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, except the family `keepFamilyId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string | null) {
  const scope = keepFamilyId
    ? and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId))
    : eq(refreshTokens.userId, userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(scope, isNull(refreshTokens.revokedAt)));
}

/**
 * Rotation: a refresh token works once. Marking it used is one conditional UPDATE, so two
 * concurrent calls cannot both succeed. Presenting a token that was already used means it was
 * copied: the whole family (that login on every device) is revoked.
 */
export async function rotateSession(
  db: Db,
  secret: Uint8Array,
  refreshToken: string,
): Promise<Tokens> {
  const tokenHash = hashToken(refreshToken);
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
    const [user] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, current.userId));
    if (!user || user.status !== 'active') {
      await revokeFamily(tx, current.familyId);
      return null;
    }
    return issueSession(tx, secret, {
      userId: user.id,
      role: user.role,
      rememberMe: current.rememberMe,
      familyId: current.familyId,
    });
  });
  if (tokens) return tokens;
  const [reused] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.usedAt)));
  if (reused) await revokeFamily(db, reused.familyId);
  throw new UnauthorizedError(SESSION_EXPIRED);
}

/** Logout: the family of the given refresh token (if it is one of ours) ends. */
export async function revokeByToken(db: Db, refreshToken: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (row) await revokeFamily(db, row.familyId);
}
