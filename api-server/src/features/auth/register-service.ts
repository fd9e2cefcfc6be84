import type { RegisterData, Session, StoreRequest, User } from '@grocery/shared-api';
import { eq } from 'drizzle-orm';
import { requests, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { toRequest } from '../../lib/store-request';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES as M } from './messages';
import { isInitialized } from './service';
import { issueSession } from './sessions';
import { fullName, toUser } from './to-json';

export type RegisterResult =
  | Session
  | { user: User; request: StoreRequest; requiresApproval: true };

/**
 * Customers get an active account and a session. Store managers - and anyone choosing admin -
 * get a pending account plus an account_register_request, written in one transaction; they can
 * log in only once an existing admin approves. Choosing "admin" never grants admin by itself.
 * Nobody registers before the owner has set the store up (the first admin): until then there
 * is no one to approve a request, and the first account must be the owner's.
 */
/** The form marks the email field with it, not only a toast: it is that field to change. */
const emailTaken = () =>
  new ConflictError(M.emailTaken, [{ field: 'email', message: M.emailTaken }]);

export async function register(deps: AuthDeps, input: RegisterData): Promise<RegisterResult> {
  if (!(await isInitialized(deps))) throw new ConflictError(M.notInitialized);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (taken) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const needsApproval = input.role !== 'customer';
  const isManager = input.role === 'store_manager';
  const account = {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    status: needsApproval ? ('pending' as const) : ('active' as const),
    phone: input.phone,
    address: input.address,
    storeName: isManager ? (input.storeName ?? null) : null,
    storeAddress: isManager ? (input.storeAddress ?? null) : null,
  };
  try {
    return await deps.db.transaction(async (tx): Promise<RegisterResult> => {
      const [user] = await tx.insert(users).values(account).returning();
      if (!needsApproval) {
        const tokens = await issueSession(tx, deps.secret, {
          userId: user!.id,
          role: user!.role,
          rememberMe: false,
        });
        return { user: toUser(user!), ...tokens };
      }
      const [request] = await tx
        .insert(requests)
        .values({
          type: 'account_register_request',
          requestedBy: user!.id,
          reason: input.reason ?? null,
          requestData: {
            name: fullName(input.firstName, input.lastName),
            email: input.email,
            phone: input.phone,
            storeName: account.storeName,
            storeAddress: account.storeAddress,
            reason: input.reason ?? null,
            experience: input.experience ?? null,
            requestedRole: input.role,
          },
        })
        .returning();
      return { user: toUser(user!), request: toRequest(request!, user!), requiresApproval: true };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  }
}
