export { getCategory } from './get-category';
export { getCategoryTree } from './get-category-tree';
export { listCategories } from './list-categories';
export type * from './types';
