import type { Pagination } from '../../types';

/** One change, written by the server in the same transaction as the change itself. */
export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  /** e.g. 'product.update', 'request.approve'. */
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface ListAuditParams {
  entityType?: string;
  entityId?: string;
  actorId?: string;
  page?: number;
  limit?: number;
}

export interface AuditList {
  entries: AuditEntry[];
  pagination: Pagination;
}
