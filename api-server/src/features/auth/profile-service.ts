import { eq } from 'drizzle-orm';
import type { User, profileUpdateSchema } from '@grocery/shared-api';
import type { z } from 'zod';
import { users } from '../../db/schema';
import { UnauthorizedError } from '../../lib/errors';
import type { AuthDeps } from './deps';
import { splitName, toUser } from './to-json';

export async function getProfile({ db }: AuthDeps, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // A valid token for an account that no longer exists is as good as no session.
  if (!user) throw new UnauthorizedError();
  return toUser(user);
}

/** Name, phone and address; the email is the login and is not changed here. */
export async function updateProfile(
  { db }: AuthDeps,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<User> {
  const [user] = await db
    .update(users)
    .set({
      ...splitName(input.name),
      phone: input.phone,
      address: input.address,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new UnauthorizedError();
  return toUser(user);
}
