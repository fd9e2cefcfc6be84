import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type requests, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import {
  type CategoryChange,
  type CategorySnapshot,
  changeCategory,
  insertCategory,
  readCategory,
  removeCategory,
} from '../../lib/category-writes';
import { ConflictError } from '../../lib/errors';
import { MESSAGES as M } from './messages';
import { requestedRoleOf } from '../../lib/store-request';

type RequestRow = typeof requests.$inferSelect;

/** What a category request holds (validated by categoryRequestSchema when it was filed). */
type CategoryRequestData = CategoryChange & {
  name: string;
  categoryId?: string;
  originalCategory?: CategorySnapshot;
};

const SNAPSHOT_KEYS = ['name', 'parentId', 'description', 'isVisible'] as const;

/** The category as the manager saw it must still be there, unchanged, to be changed now. */
async function unchangedCategory(tx: Db, data: CategoryRequestData): Promise<void> {
  const original = data.originalCategory;
  const id = data.categoryId ?? original?.id;
  const current = id ? await readCategory(tx, id) : undefined;
  if (!current) throw new ConflictError(M.categoryGone(original?.name ?? data.name));
  if (original && SNAPSHOT_KEYS.some((key) => (original[key] ?? null) !== current[key])) {
    throw new ConflictError(M.categoryChanged(original.name));
  }
}

/** Only the fields the request carries change; an absent one keeps the category's value. */
function changeOf(data: CategoryRequestData): CategoryChange {
  const change: CategoryChange = { name: data.name };
  if (data.description !== undefined) change.description = data.description;
  if (data.parentId !== undefined) change.parentId = data.parentId;
  if (data.isVisible !== undefined) change.isVisible = data.isVisible;
  return change;
}

/**
 * Applies an approved request inside the decision's transaction: any refusal thrown here
 * rolls the decision back with it, and the request stays pending.
 */
export async function applyRequest(tx: Db, actorId: string, request: RequestRow): Promise<void> {
  const data = request.requestData as CategoryRequestData;
  switch (request.type) {
    case 'account_register_request':
      return grantRole(tx, actorId, request);
    case 'category_add_request':
      await insertCategory(tx, actorId, { ...changeOf(data), name: data.name });
      return;
    case 'category_update_request':
      await unchangedCategory(tx, data);
      await changeCategory(tx, actorId, data.categoryId!, changeOf(data));
      return;
    case 'category_delete_request':
      await unchangedCategory(tx, data);
      await removeCategory(tx, actorId, data.categoryId!);
      return;
  }
}

/** A registration's pending account, or a customer's, becomes an active account of the role asked. */
async function grantRole(tx: Db, actorId: string, request: RequestRow): Promise<void> {
  const userId = request.requestedBy;
  const [before] = userId
    ? await tx
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
    : [];
  if (!userId || !before) throw new ConflictError(M.accountMissing);
  const after = { role: requestedRoleOf(request)!, status: 'active' as const };
  await tx
    .update(users)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    actorId,
    action: 'user.update',
    entityType: 'user',
    entityId: userId,
    before,
    after,
  });
}

/** A rejected registration leaves its account rejected; a customer's account is untouched. */
export async function rejectAccount(tx: Db, request: RequestRow): Promise<void> {
  if (request.type !== 'account_register_request' || !request.requestedBy) return;
  await tx
    .update(users)
    .set({ status: 'rejected', updatedAt: new Date() })
    .where(and(eq(users.id, request.requestedBy), eq(users.status, 'pending')));
}
