import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { Category } from '../../types';
import type { CategoryReadParams } from './types';

export async function getCategory(
  id: string,
  params: CategoryReadParams = {},
  options?: CallOptions,
): Promise<Category> {
  const data = await requestData<{ category: Category }>(
    'get',
    `categories/${encodeURIComponent(id)}`,
    'Failed to fetch category',
    { ...options, searchParams: toSearchParams(params) },
  );
  return data.category;
}
