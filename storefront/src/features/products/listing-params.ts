export const SORT_FIELDS = ['name', 'price', 'stock'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListingFilter {
  category?: string;
  search?: string;
  featured: boolean;
  sale: boolean;
  sort: SortField;
  order: SortOrder;
}

/** Reads the /products query string; unknown sort values fall back to name ascending. */
export function readListingFilter(params: URLSearchParams): ListingFilter {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    category: params.get('category') || undefined,
    search: params.get('search')?.trim() || undefined,
    featured: params.get('featured') === 'true',
    sale: params.get('sale') === 'true',
    sort: SORT_FIELDS.includes(sort as SortField) ? (sort as SortField) : 'name',
    order: order === 'desc' ? 'desc' : 'asc',
  };
}

/** Page title for the active filter; the most specific filter wins. */
export function listingTitle(filter: ListingFilter, categoryName?: string): string {
  if (filter.search) return `Search results for "${filter.search}"`;
  if (filter.category) return categoryName ?? 'Products';
  if (filter.featured) return 'Featured Products';
  if (filter.sale) return 'On Sale';
  return 'All Products';
}
