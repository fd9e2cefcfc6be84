export { createCategory } from './create-category';
export { deleteCategory } from './delete-category';
export { getCategory } from './get-category';
export { getCategoryTree } from './get-category-tree';
export { listCategories } from './list-categories';
export { updateCategory } from './update-category';
export type * from './types';
