export const SORT_FIELDS = ['name', 'price', 'stock'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** A search may also be listed by how well each product matches, the API's order without a sort. */
export type ListingSort = SortField | 'relevance';
export type SortOrder = 'asc' | 'desc';

export interface ListingFilter {
  category?: string;
  search?: string;
  featured: boolean;
  sale: boolean;
  sort: ListingSort;
  order: SortOrder;
}

/**
 * Reads the /products query string. Without a valid sort a search is listed best match first,
 * as shoppers expect of a search box, and anything else by name ascending.
 */
export function readListingFilter(params: URLSearchParams): ListingFilter {
  const sort = params.get('sort');
  const order = params.get('order');
  const search = params.get('search')?.trim() || undefined;
  return {
    category: params.get('category') || undefined,
    search,
    featured: params.get('featured') === 'true',
    sale: params.get('sale') === 'true',
    sort: SORT_FIELDS.find((field) => field === sort) ?? (search ? 'relevance' : 'name'),
    order: order === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * Page title for the active filter; the most specific filter wins. An aisle's title is its name,
 * null while that is not known yet (the page shows a placeholder, never a wrong title).
 */
export function listingTitle(filter: ListingFilter, categoryName?: string): string | null {
  if (filter.search) return `Search results for "${filter.search}"`;
  if (filter.category) return categoryName ?? null;
  if (filter.featured) return 'Featured Products';
  if (filter.sale) return 'On Sale';
  return 'All Products';
}
