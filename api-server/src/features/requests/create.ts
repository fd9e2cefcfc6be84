import { and, eq, inArray } from 'drizzle-orm';
import type {
  StoreRequest,
  categoryRequestSchema,
  storeManagerRequestSchema,
} from '@grocery/shared-api';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requests, users } from '../../db/schema';
import { type CategorySnapshot, readCategory, sameNameKey } from '../../lib/category-writes';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { MESSAGES as M } from './messages';
import { toRequest } from '../../lib/store-request';

type CategoryRequest = z.output<typeof categoryRequestSchema>;

/**
 * Locks the requester's row for the transaction: two submissions at once (a double click)
 * then run one after the other, so the second sees the first's pending request.
 */
async function lockRequester(tx: Db, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFoundError(M.accountMissing);
  return user;
}

const mine = (userId: string) =>
  and(eq(requests.requestedBy, userId), eq(requests.status, 'pending'));

/** A customer asks to become a store manager; one pending request at a time. */
export async function createStoreManagerRequest(
  db: Db,
  userId: string,
  input: z.output<typeof storeManagerRequestSchema>,
): Promise<StoreRequest> {
  return db.transaction(async (tx) => {
    const user = await lockRequester(tx, userId);
    const [pending] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(mine(userId), eq(requests.type, 'account_register_request')));
    if (pending) throw new ConflictError(M.pendingAccount);
    const [row] = await tx
      .insert(requests)
      .values({
        type: 'account_register_request',
        requestedBy: userId,
        reason: input.reason,
        requestData: {
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          email: user.email,
          phone: user.phone,
          storeName: input.storeName || null,
          storeAddress: input.storeAddress || null,
          reason: input.reason,
          experience: input.experience || null,
          requestedRole: 'store_manager',
        },
      })
      .returning();
    return toRequest(row!, user);
  });
}

const snapshot = (row: CategorySnapshot): CategorySnapshot => ({
  id: row.id,
  name: row.name,
  parentId: row.parentId,
  description: row.description,
  isVisible: row.isVisible,
});

/**
 * A manager's category add, update or delete, held for an admin. An update or delete keeps
 * the category as it is now (originalCategory, read here, never taken from the client) so
 * approval can tell whether it changed meanwhile.
 */
export async function createCategoryRequest(
  db: Db,
  userId: string,
  input: CategoryRequest,
): Promise<StoreRequest> {
  return db.transaction(async (tx) => {
    const user = await lockRequester(tx, userId);
    const { categoryId, name, description, parentId, isVisible } = input.requestData;
    const fields = { name, description, parentId, isVisible };
    const original = categoryId ? await readCategory(tx, categoryId) : undefined;
    if (categoryId && !original) throw new NotFoundError(M.categoryMissing);
    if (fields.parentId && !(await readCategory(tx, fields.parentId))) {
      const message = 'Parent category not found';
      throw new ValidationError(message, [{ field: 'requestData.parentId', message }]);
    }
    const pending = await tx
      .select({ type: requests.type, data: requests.requestData })
      .from(requests)
      .where(
        and(
          mine(userId),
          inArray(requests.type, [
            'category_add_request',
            'category_update_request',
            'category_delete_request',
          ]),
        ),
      );
    const sameCategory = pending.some(({ type, data }) => {
      const held = data as { categoryId?: string; name?: string; parentId?: string | null };
      if (categoryId) return held.categoryId === categoryId;
      return (
        type === 'category_add_request' &&
        (held.parentId ?? null) === (fields.parentId ?? null) &&
        sameNameKey(held.name ?? '') === sameNameKey(fields.name)
      );
    });
    if (sameCategory) throw new ConflictError(M.pendingCategory);
    const requestData =
      input.type === 'category_delete_request'
        ? { name: original!.name, categoryId, originalCategory: snapshot(original!) }
        : {
            ...fields,
            ...(original ? { categoryId, originalCategory: snapshot(original) } : {}),
          };
    const [row] = await tx
      .insert(requests)
      .values({ type: input.type, requestedBy: userId, requestData })
      .returning();
    return toRequest(row!, user);
  });
}
