import { requestData } from '../../client/request';
import type { Category } from '../../types';
import type { CategoryInput } from '../../validation';

export async function updateCategory(id: string, input: Partial<CategoryInput>): Promise<Category> {
  const data = await requestData<{ category: Category }>(
    'put',
    `categories/${encodeURIComponent(id)}`,
    'Failed to update category',
    { json: input },
  );
  return data.category;
}
