import { requestData, type CallOptions } from '../../client/request';
import { toSearchParams } from '../../lib/search-params';
import type { CategoryList, ListCategoriesParams } from './types';

export function listCategories(
  params: ListCategoriesParams = {},
  options?: CallOptions,
): Promise<CategoryList> {
  return requestData('get', 'categories', 'Failed to fetch categories', {
    ...options,
    searchParams: toSearchParams(params),
  });
}
