import { and, count, desc, eq } from 'drizzle-orm';
import type { Pagination, StoreRequest, reviewRequestSchema } from '@grocery/shared-api';
import type { z } from 'zod';
import { requests, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES as M } from './messages';
import { toRequest } from './to-json';

const pendingAccounts = and(
  eq(requests.type, 'account_register_request'),
  eq(requests.status, 'pending'),
);

/** Pending account requests (store managers, and admins awaiting approval), newest first. */
export async function listPendingAccountRequests(
  { db }: AuthDeps,
  { page, limit }: { page: number; limit: number },
): Promise<{ requests: StoreRequest[]; pagination: Pagination }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: requests, user: users })
      .from(requests)
      .leftJoin(users, eq(users.id, requests.requestedBy))
      .where(pendingAccounts)
      .orderBy(desc(requests.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(requests).where(pendingAccounts),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    requests: rows.map((row) => toRequest(row.request, row.user)),
    pagination: { page, limit, total: totalCount, totalPages: Math.ceil(totalCount / limit) },
  };
}

/**
 * Approve: the account becomes active. Reject: it becomes rejected, with the reason kept for
 * the login message. Request and account change together; the conditional update on
 * status = 'pending' makes a second decision (even a concurrent one) a 409.
 */
export async function reviewAccountRequest(
  { db }: AuthDeps,
  reviewerId: string,
  id: string,
  input: z.output<typeof reviewRequestSchema>,
): Promise<StoreRequest> {
  const approve = input.action === 'approve';
  const reason = input.reason || null;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(requests)
      .set({
        status: approve ? 'approved' : 'rejected',
        adminNotes: reason,
        rejectionReason: approve ? null : reason,
        reviewedBy: reviewerId,
        reviewedAt: new Date(),
      })
      .where(and(eq(requests.id, id), pendingAccounts))
      .returning();
    if (!request) {
      const [existing] = await tx
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.id, id), eq(requests.type, 'account_register_request')));
      throw existing ? new ConflictError(M.requestDecided) : new NotFoundError(M.requestNotFound);
    }
    const [user] = request.requestedBy
      ? await tx
          .update(users)
          .set({ status: approve ? 'active' : 'rejected', updatedAt: new Date() })
          .where(eq(users.id, request.requestedBy))
          .returning()
      : [];
    return toRequest(request, user ?? null);
  });
}
