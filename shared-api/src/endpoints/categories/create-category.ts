import { requestData } from '../../client/request';
import type { Category } from '../../types';
import type { CategoryInput } from '../../validation';

export async function createCategory(input: CategoryInput): Promise<Category> {
  const data = await requestData<{ category: Category }>(
    'post',
    'categories',
    'Failed to create category',
    { json: input },
  );
  return data.category;
}
