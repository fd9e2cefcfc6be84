import { eq } from 'drizzle-orm';
import type { RequestType, StoreRequest } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { requests, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { applyRequest, rejectAccount } from './apply';
import { MESSAGES as M } from './messages';
import { requestedRoleOf, toRequest } from '../../lib/store-request';

export interface Decision {
  action: 'approve' | 'reject';
  reason: string | null;
  /** Decide only a request of this type; any other is "not found" (the /auth endpoints). */
  onlyType?: RequestType;
}

/**
 * Decides a pending request in one transaction: the request row is locked, so of two
 * decisions at once the second waits and then finds it decided (409). Approval applies the
 * change in the same transaction; if the change is refused, nothing is written and the
 * request stays pending.
 */
export async function decideRequest(
  db: Db,
  reviewerId: string,
  id: string,
  { action, reason, onlyType }: Decision,
): Promise<StoreRequest> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
      if (!before || (onlyType && before.type !== onlyType)) {
        throw new NotFoundError(M.notFound);
      }
      if (before.status !== 'pending') throw new ConflictError(M.decided);
      const approve = action === 'approve';
      if (approve) await applyRequest(tx, reviewerId, before);
      else await rejectAccount(tx, before);
      const [after] = await tx
        .update(requests)
        .set({
          status: approve ? 'approved' : 'rejected',
          adminNotes: reason,
          rejectionReason: approve ? null : reason,
          reviewedBy: reviewerId,
          reviewedAt: new Date(),
        })
        .where(eq(requests.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: reviewerId,
        action: approve ? 'request.approve' : 'request.reject',
        entityType: 'request',
        entityId: id,
        before: { status: before.status, type: before.type },
        after: {
          status: after!.status,
          type: after!.type,
          rejectionReason: after!.rejectionReason,
          requestedRole: requestedRoleOf(after!) ?? null,
          requestData: after!.requestData,
        },
      });
      const [requester] = after!.requestedBy
        ? await tx.select().from(users).where(eq(users.id, after!.requestedBy))
        : [];
      return toRequest(after!, requester ?? null);
    });
  } finally {
    invalidateCatalogCache(db);
  }
}
