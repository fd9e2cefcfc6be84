import {
  claimEarlyRequest,
  firstListingPath,
  listProducts,
  listingQuery,
  preloadFirstPictures,
} from '@grocery/shared-api';
import { readListingFilter, type ListingFilter } from './listing-params';

export function fetchListingPage(filter: ListingFilter, page: number, signal?: AbortSignal) {
  return listProducts(listingQuery(filter, page), { signal });
}

type ListingPage = Awaited<ReturnType<typeof fetchListingPage>>;

let prefetched: { key: string; page: Promise<ListingPage>; arrived?: ListingPage } | null = null;

/**
 * Asks for the first page of the listing at `search` (a /products query string) when the page's
 * code starts loading, so the request and the code travel together; the page's first load then
 * takes this answer instead of asking again. Small and in the remote's pages chunk for that.
 */
export function prefetchProductListing(search: string): void {
  const filter = readListingFilter(new URLSearchParams(search));
  // The shell's early script may have asked already, while the shell's code downloaded.
  const page = claimEarlyRequest(firstListingPath(search), () => fetchListingPage(filter, 1));
  const entry: NonNullable<typeof prefetched> = { key: JSON.stringify(filter), page };
  prefetched = entry;
  page
    .then((answer) => {
      entry.arrived = answer;
      preloadFirstPictures(answer.products);
    })
    // Unclaimed, a failure must not surface as an unhandled rejection; a claimed one is shown.
    .catch(() => undefined);
}

/**
 * The prefetched first page if it is for this filter and has already arrived, so the page's
 * first render can show the products instead of a skeleton; it stays there for
 * takePrefetchedListing.
 */
export function arrivedPrefetchedListing(filter: ListingFilter): ListingPage | null {
  return prefetched?.key === JSON.stringify(filter) ? (prefetched.arrived ?? null) : null;
}

/** The prefetched first page if it is for this filter; either way it is used up. */
export function takePrefetchedListing(filter: ListingFilter) {
  const taken = prefetched;
  prefetched = null;
  return taken?.key === JSON.stringify(filter) ? taken.page : null;
}
