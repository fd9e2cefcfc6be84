import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { changePasswordSchema, resetPasswordSchema } from '@grocery/shared-api';
import type { z } from 'zod';
import { outbox, passwordResets, users } from '../../db/schema';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES as M } from './messages';
import { revokeUserSessions } from './sessions';

const RESET_TTL_MS = 60 * 60 * 1000;

export async function changePassword(
  { db }: AuthDeps,
  auth: { userId: string; sessionId: string | null },
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw new UnauthorizedError();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ValidationError(M.currentPasswordWrong, [
      { field: 'currentPassword', message: M.currentPasswordWrong },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Whoever else holds a session (a stolen one, another device) is signed out; this one stays.
    await revokeUserSessions(tx, user.id, auth.sessionId);
  });
}

/**
 * Answers the same whether or not the account exists (no enumeration), and does the same work
 * for both, so the time taken does not tell either: a token is made and hashed, the same
 * transaction runs (for an unknown address it matches no row), and one more write stands in
 * for the mail. For an existing account it stores a one-use, one-hour token (hashed) and mails
 * the link through the outbox.
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const { db, mailer, publicUrl } = deps;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  const userId = user?.id ?? randomUUID();
  const token = randomToken();
  const expiresAt = new Date(Date.now() + RESET_TTL_MS).toISOString();
  await db.transaction(async (tx) => {
    // Only the newest link works: older unused ones are retired.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    // INSERT ... SELECT: the same statement for both, inserting no row for an unknown address.
    await tx.execute(
      sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
          SELECT ${users.id}, ${hashToken(token)}, ${expiresAt}::timestamptz
          FROM ${users} WHERE ${users.id} = ${userId}`,
    );
  });
  if (!user) {
    await db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, userId));
    return;
  }
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Grocery Store password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone asked to reset the password of your Grocery Store account.',
      `To choose a new password, open this link within one hour: ${link}`,
      '',
      'If it was not you, ignore this email: your password stays unchanged.',
    ].join('\n'),
  });
}

/** Consumes the token (once, before its expiry), sets the password and ends every session. */
export async function resetPassword(
  { db }: AuthDeps,
  input: z.output<typeof resetPasswordSchema>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await revokeUserSessions(tx, reset.userId);
    return true;
  });
  if (!done)
    throw new ValidationError(M.resetInvalid, [{ field: 'token', message: M.resetInvalid }]);
}
