import { requestData } from '../../client/request';
import type { StoreRequest } from '../../types';
import type { ReviewDecision } from './types';

export async function reviewStoreManagerRequest(
  id: string,
  decision: ReviewDecision,
): Promise<StoreRequest> {
  const data = await requestData<{ request: StoreRequest }>(
    'put',
    `auth/store-manager-requests/${encodeURIComponent(id)}`,
    'Failed to process request',
    { json: decision },
  );
  return data.request;
}
