import { requestData } from '../../client/request';

/** Resolves with the deleted category's id; a category with products or subcategories is a 409. */
export async function deleteCategory(id: string): Promise<string> {
  const data = await requestData<{ id: string }>(
    'delete',
    `categories/${encodeURIComponent(id)}`,
    'Failed to delete category',
  );
  return data.id;
}
