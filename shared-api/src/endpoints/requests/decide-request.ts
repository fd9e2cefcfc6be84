import { requestData } from '../../client/request';
import type { StoreRequest } from '../../types';

async function decide(
  id: string,
  action: 'approve' | 'reject',
  reason: string | null | undefined,
  fallback: string,
): Promise<StoreRequest> {
  const trimmed = reason?.trim();
  const data = await requestData<{ request: StoreRequest }>(
    'patch',
    `requests/${encodeURIComponent(id)}/${action}`,
    fallback,
    { json: trimmed ? { action, reason: trimmed } : { action } },
  );
  return data.request;
}

/** Applies the request's change on the server, in the same transaction as the decision. */
export function approveRequest(id: string, reason?: string | null): Promise<StoreRequest> {
  return decide(id, 'approve', reason, 'Failed to approve request');
}

/** The reason is kept as the request's rejectionReason and shown to the requester. */
export function rejectRequest(id: string, reason?: string | null): Promise<StoreRequest> {
  return decide(id, 'reject', reason, 'Failed to reject request');
}
