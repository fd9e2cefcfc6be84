export const ROLES = ['customer', 'store_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Account lifecycle: store managers wait in `pending` until an admin approves them. */
export type UserStatus = 'active' | 'pending' | 'rejected';

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  name: string;
  role: Role;
  status: UserStatus;
  phone: string | null;
  address: string | null;
  storeName: string | null;
  storeAddress: string | null;
  createdAt: string;
}

export interface Session {
  user: User;
  token: string;
  refreshToken: string;
}
