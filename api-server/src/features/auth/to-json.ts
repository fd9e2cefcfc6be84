import type { RequestedRole, StoreRequest, User } from '@grocery/shared-api';
import type { requests, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type RequestRow = typeof requests.$inferSelect;

export const fullName = (firstName: string, lastName: string | null) =>
  [firstName, lastName].filter(Boolean).join(' ');

/** "Ada King Lovelace" -> first "Ada", last "King Lovelace" (single-field name forms). */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.length ? rest.join(' ') : null };
}

/** Never includes the password hash: only these fields leave the server. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row.firstName, row.lastName),
    role: row.role,
    status: row.status,
    phone: row.phone,
    address: row.address,
    storeName: row.storeName,
    storeAddress: row.storeAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRequest(
  row: RequestRow,
  requester: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null,
): StoreRequest {
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
          name: fullName(requester.firstName, requester.lastName),
          email: requester.email,
        }
      : null,
    ...(row.type === 'account_register_request'
      ? { requestedRole: (row.requestData as { requestedRole: RequestedRole }).requestedRole }
      : {}),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
