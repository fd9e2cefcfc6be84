export const REQUEST_TYPES = [
  'account_register_request',
  'category_add_request',
  'category_update_request',
  'category_delete_request',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export type RequestStatus = 'pending' | 'approved' | 'rejected';

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  account_register_request: 'Store Manager Registration',
  category_add_request: 'Add Category',
  category_update_request: 'Update Category',
  category_delete_request: 'Delete Category',
};

/** The role an account request asks for: an admin sign-up is held for approval like a manager's. */
export type RequestedRole = 'store_manager' | 'admin';

/** The queue's label; an account request asking for admin says so plainly. */
export function requestTypeLabel(request: Pick<StoreRequest, 'type' | 'requestedRole'>): string {
  return request.type === 'account_register_request' && request.requestedRole === 'admin'
    ? 'Admin Registration'
    : REQUEST_TYPE_LABELS[request.type];
}

export interface StoreRequest {
  id: string;
  type: RequestType;
  status: RequestStatus;
  reason: string | null;
  adminNotes: string | null;
  rejectionReason: string | null;
  requestData: Record<string, unknown>;
  requestedBy: { id: string; name: string; email: string } | null;
  /** Account requests only: the role approval grants (also in requestData.requestedRole). */
  requestedRole?: RequestedRole;
  createdAt: string;
  reviewedAt: string | null;
}
