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
  /** Staff screens: 'newest' lists the latest added first; shoppers get the name order. */
  sort?: 'name' | 'newest';
}

export interface CategoryList {
  categories: Category[];
  pagination: Pagination;
}

export interface CategoryReadParams {
  includeHidden?: boolean;
}
