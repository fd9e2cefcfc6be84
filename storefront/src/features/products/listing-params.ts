import type { ListingFilter } from '@grocery/shared-api';

// Reading the query string is shared-api's: the shell's early script reads it too, to ask for
// the first page before this code has arrived.
export {
  SORT_FIELDS,
  readListingFilter,
  type ListingFilter,
  type ListingOrder as SortOrder,
  type ListingSort,
  type SortField,
} from '@grocery/shared-api';

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
