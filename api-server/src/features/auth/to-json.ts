import type { User } from '@grocery/shared-api';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

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
