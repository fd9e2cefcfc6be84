import { listProducts, type Product } from '@grocery/shared-api';
import { productImages } from '@grocery/shared-ui';
import { readListingFilter, type ListingFilter } from './listing-params';

/** Spec section 9: the listing page loads 20 products at a time. */
const LISTING_PAGE_SIZE = 20;
/** The cards whose pictures the grid loads eagerly (its first row; the list view's first two). */
const FIRST_PICTURES = 4;

export function fetchListingPage(filter: ListingFilter, page: number, signal?: AbortSignal) {
  return listProducts(
    {
      page,
      limit: LISTING_PAGE_SIZE,
      category: filter.category,
      search: filter.search,
      featured: filter.featured || undefined,
      sale: filter.sale || undefined,
      ...(filter.sort === 'relevance' ? {} : { sort: filter.sort, order: filter.order }),
    },
    { signal },
  );
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
  const page = fetchListingPage(filter, 1);
  const entry: NonNullable<typeof prefetched> = { key: JSON.stringify(filter), page };
  prefetched = entry;
  page
    .then((answer) => {
      entry.arrived = answer;
      fetchFirstPictures(answer.products);
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

/**
 * The first cards' pictures are asked for as soon as the listing arrives, while the page still
 * renders it: the browser keeps them, and the cards' <img> elements (same addresses) then show
 * them without a trip to the server after the grid has been laid out.
 */
function fetchFirstPictures(products: Product[]): void {
  for (const product of products.slice(0, FIRST_PICTURES)) {
    const [src] = productImages(product);
    if (!src) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = src;
  }
}
