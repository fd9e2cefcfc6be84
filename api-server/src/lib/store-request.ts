import { z } from 'zod';
import { REQUEST_TYPES, type RequestedRole, type StoreRequest } from '@grocery/shared-api';
import type { requests, users } from '../db/schema';

// Registration (auth) and the requests feature both answer with a request: one wire shape.
type RequestRow = typeof requests.$inferSelect;
type Requester = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

/** Wire shape of a request (it also documents the API at /api/docs). */
export const storeRequestSchema = z.object({
  id: z.string(),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestData: z.record(z.string(), z.unknown()),
  requestedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  requestedRole: z.enum(['store_manager', 'admin']).optional(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

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
