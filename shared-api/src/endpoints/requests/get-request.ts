import { requestData, type CallOptions } from '../../client/request';
import type { StoreRequest } from '../../types';

export async function getRequest(id: string, options?: CallOptions): Promise<StoreRequest> {
  const data = await requestData<{ request: StoreRequest }>(
    'get',
    `requests/${encodeURIComponent(id)}`,
    'Failed to fetch request',
    options,
  );
  return data.request;
}
