import type { Pagination, Product } from '../../types';
import type { ProductSort, SortOrder } from '../../validation';

export interface ListProductsParams {
  page?: number;
  limit?: number;
  /** A category id; a parent category includes its subcategories. */
  category?: string;
  search?: string;
  featured?: boolean;
  sale?: boolean;
  /** Stock under 10 (management screens). */
  lowStock?: boolean;
  sort?: ProductSort;
  order?: SortOrder;
  /** Admins and store managers only: also hidden and inactive products. */
  includeHidden?: boolean;
}

export interface SearchProductsParams extends Omit<ListProductsParams, 'search'> {
  query: string;
}

export type CategoryProductsParams = Omit<ListProductsParams, 'category'>;

export interface ProductList {
  products: Product[];
  pagination: Pagination;
  /** A search whose typos were corrected: what it looked for instead ("bananna" -> "banana"). */
  correctedSearch?: string;
}

export interface ProductReadParams {
  /** Admins and store managers only: read a hidden or inactive product too. */
  includeHidden?: boolean;
}

export interface LowStockList {
  products: Product[];
  /** Every product under 10 in stock, not just the ones returned. */
  total: number;
}
