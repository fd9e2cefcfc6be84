import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Session, initializeSchema, loginSchema } from '@grocery/shared-api';
import type { z } from 'zod';
import { requests, systemState, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { AuthDeps } from './deps';
import { loginAttempt, loginSucceeded } from './login-backoff';
import { AUTH_MESSAGES as M } from './messages';
import { issueSession } from './sessions';
import { splitName, toUser } from './to-json';

type InitializeData = z.output<typeof initializeSchema>;
type LoginData = z.output<typeof loginSchema>;

const INITIALIZED_KEY = 'initialized';

export async function isInitialized({ db }: AuthDeps): Promise<boolean> {
  const [row] = await db
    .select({ key: systemState.key })
    .from(systemState)
    .where(eq(systemState.key, INITIALIZED_KEY));
  return Boolean(row);
}

/**
 * Creates the first admin exactly once. The `initialized` row is inserted in the same
 * transaction as the admin: concurrent callers collide on its primary key, one commits, the
 * others roll back and get 409.
 */
export async function initialize(deps: AuthDeps, input: InitializeData): Promise<Session> {
  if (await isInitialized(deps)) throw new ConflictError(M.alreadyInitialized);
  const passwordHash = await hashPassword(input.password);
  const adminId = randomUUID();
  try {
    return await deps.db.transaction(async (tx) => {
      const [state] = await tx
        .select({ key: systemState.key })
        .from(systemState)
        .where(eq(systemState.key, INITIALIZED_KEY));
      if (state) throw new ConflictError(M.alreadyInitialized);
      await tx.insert(systemState).values({ key: INITIALIZED_KEY, value: { adminId } });
      const [admin] = await tx
        .insert(users)
        .values({
          id: adminId,
          email: input.email,
          passwordHash,
          ...splitName(input.name),
          role: 'admin',
        })
        .returning();
      const tokens = await issueSession(tx, deps.secret, {
        userId: adminId,
        role: 'admin',
        rememberMe: false,
      });
      return { user: toUser(admin!), ...tokens };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw new ConflictError(M.emailTaken);
    if (isUniqueViolation(err)) throw new ConflictError(M.alreadyInitialized);
    throw err;
  }
}

async function rejectionReason({ db }: AuthDeps, userId: string): Promise<string | null> {
  const [request] = await db
    .select({ reason: requests.rejectionReason })
    .from(requests)
    .where(and(eq(requests.requestedBy, userId), eq(requests.type, 'account_register_request')))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return request?.reason ?? null;
}

/**
 * The same answer for an unknown email and a wrong password, in about the same time; after
 * repeated failures the address must wait (login-backoff.ts), known or not.
 */
export async function login(deps: AuthDeps, input: LoginData): Promise<Session> {
  await loginAttempt(deps.db, input.email);
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new UnauthorizedError(M.invalidCredentials);
  await loginSucceeded(deps.db, input.email);
  if (user.status === 'pending') throw new ForbiddenError(M.pendingApproval);
  if (user.status === 'rejected') {
    const reason = await rejectionReason(deps, user.id);
    throw new ForbiddenError(reason ? `${M.rejected} Reason: ${reason}` : M.rejected);
  }
  const tokens = await issueSession(deps.db, deps.secret, {
    userId: user.id,
    role: user.role,
    rememberMe: input.rememberMe,
  });
  return { user: toUser(user), ...tokens };
}
