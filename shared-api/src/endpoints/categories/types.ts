import type { Category, Pagination } from '../../types';

export interface ListCategoriesParams {
  page?: number;
  limit?: number;
  /** Only the children of this category; omit for all. */
  parentId?: string;
  /** Only top-level categories. */
  root?: boolean;
  /** Admins and store managers only: also hidden categories. */
  includeHidden?: boolean;
}

export interface CategoryList {
  categories: Category[];
  pagination: Pagination;
}

export interface CategoryReadParams {
  includeHidden?: boolean;
}
