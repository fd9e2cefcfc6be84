import type { RequestedRole, StoreRequest } from '@grocery/shared-api';
import type { requests, users } from '../../db/schema';

type RequestRow = typeof requests.$inferSelect;
type Requester = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

/** Older registrations kept the asked-for role as `role`; newer ones as `requestedRole`. */
export function requestedRoleOf(
  row: Pick<RequestRow, 'type' | 'requestData'>,
): RequestedRole | undefined {
  if (row.type !== 'account_register_request') return undefined;
  const data = row.requestData as { requestedRole?: unknown; role?: unknown };
  const role = data.requestedRole ?? data.role;
  return role === 'admin' ? 'admin' : 'store_manager';
}

export function toRequest(row: RequestRow, requester: Requester | null): StoreRequest {
  const requestedRole = requestedRoleOf(row);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reason: row.reason,
    adminNotes: row.adminNotes,
    rejectionReason: row.rejectionReason,
    requestData: row.requestData as Record<string, unknown>,
    requestedBy: requester
      ? {
          id: requester.id,
          name: [requester.firstName, requester.lastName].filter(Boolean).join(' '),
          email: requester.email,
        }
      : null,
    ...(requestedRole ? { requestedRole } : {}),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
