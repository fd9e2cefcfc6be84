import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { Category } from '../../types';
import type { CategoryReadParams } from './types';

/** Root categories, each with its `children`. */
export async function getCategoryTree(
  params: CategoryReadParams = {},
  options?: CallOptions,
): Promise<Category[]> {
  const data = await requestData<{ categories: Category[] }>(
    'get',
    'categories/tree',
    'Failed to fetch category tree',
    { ...options, searchParams: toSearchParams(params) },
  );
  return data.categories;
}
