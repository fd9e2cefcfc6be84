import type { Pagination, Session, StoreRequest, User } from '../../types';

export interface AuthTokens {
  token: string;
  refreshToken: string;
}

export interface InitializationStatus {
  initialized: boolean;
}

/** A customer gets a session; a store manager waits for an admin and gets none. */
export type RegisterResult =
  | (Session & { requiresApproval?: false })
  | { user: User; request: StoreRequest; requiresApproval: true };

/** Pending store manager registrations, for the admin. */
export interface StoreManagerRequestList {
  requests: StoreRequest[];
  pagination: Pagination;
}

export interface StoreManagerRequestQuery {
  page?: number;
  limit?: number;
}

export interface ReviewDecision {
  action: 'approve' | 'reject';
  reason?: string | null;
}
