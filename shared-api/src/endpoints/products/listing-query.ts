import { toSearchParams } from '../../lib/search-params';
import type { ListProductsParams } from './types';

export const SORT_FIELDS = ['name', 'price', 'stock'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** A search may also be listed by how well each product matches, the API's order without a sort. */
export type ListingSort = SortField | 'relevance';
export type ListingOrder = 'asc' | 'desc';

export interface ListingFilter {
  category?: string;
  search?: string;
  featured: boolean;
  sale: boolean;
  sort: ListingSort;
  order: ListingOrder;
}

/** Spec section 9: the listing page loads 20 products at a time. */
export const LISTING_PAGE_SIZE = 20;

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

/** The GET /products query for one page of the listing. */
export function listingQuery(filter: ListingFilter, page: number): ListProductsParams {
  return {
    page,
    limit: LISTING_PAGE_SIZE,
    category: filter.category,
    search: filter.search,
    featured: filter.featured || undefined,
    sale: filter.sale || undefined,
    ...(filter.sort === 'relevance' ? {} : { sort: filter.sort, order: filter.order }),
  };
}

/** The API path (with its query) that listProducts asks for these params. */
export function productsPath(params: ListProductsParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(toSearchParams(params))) query.set(key, String(value));
  return `products?${query}`;
}

/**
 * The API path of the first listing page for a /products query string: the key under which the
 * host page's early script leaves that request for the storefront (see early-requests.ts).
 */
export function firstListingPath(search: string): string {
  return productsPath(listingQuery(readListingFilter(new URLSearchParams(search)), 1));
}
