import { requestData } from '../../client/request';
import type { StoreRequest } from '../../types';
import type { CategoryRequestInput } from './types';

export async function createCategoryRequest(input: CategoryRequestInput): Promise<StoreRequest> {
  const data = await requestData<{ request: StoreRequest }>(
    'post',
    'requests/category',
    'Failed to create category request',
    { json: input },
  );
  return data.request;
}
