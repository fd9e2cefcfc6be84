import { requestData } from '../../client/request';
import type { StoreRequest } from '../../types';
import type { StoreManagerRequestInput } from './types';

export async function createStoreManagerRequest(
  input: StoreManagerRequestInput,
): Promise<StoreRequest> {
  const data = await requestData<{ request: StoreRequest }>(
    'post',
    'requests/store-manager',
    'Failed to create request',
    { json: input },
  );
  return data.request;
}
