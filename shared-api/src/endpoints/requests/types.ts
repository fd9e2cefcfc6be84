import type {
  Pagination,
  RequestedRole,
  RequestStatus,
  RequestType,
  StoreRequest,
} from '../../types';

export interface RequestList {
  requests: StoreRequest[];
  pagination: Pagination;
}

export interface ListRequestsParams {
  page?: number;
  limit?: number;
  status?: RequestStatus;
  type?: RequestType;
  /** Account requests asking for this role only. */
  requestedRole?: RequestedRole;
}

export type MyRequestsParams = Pick<ListRequestsParams, 'page' | 'limit'>;

/** A customer's ask to become a store manager (spec section 5, Store manager request). */
export interface StoreManagerRequestInput {
  reason: string;
  experience?: string | null;
  storeName?: string | null;
  storeAddress?: string | null;
}

export type CategoryRequestType = Exclude<RequestType, 'account_register_request'>;

export interface CategoryRequestData {
  name: string;
  parentId?: string | null;
  description?: string | null;
  isVisible?: boolean;
  /** The category an update or delete request is about; the server snapshots it. */
  categoryId?: string;
}

export interface CategoryRequestInput {
  type: CategoryRequestType;
  requestData: CategoryRequestData;
}
