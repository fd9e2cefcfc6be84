import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { AuditList, ListAuditParams } from './types';

/** Newest first. Admins see everything; a store manager its own products' history. */
export function listAuditEntries(
  params: ListAuditParams = {},
  options?: CallOptions,
): Promise<AuditList> {
  return requestData('get', 'audit', 'Failed to fetch history', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
