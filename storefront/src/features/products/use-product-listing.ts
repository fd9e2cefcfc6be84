import { useEffect, useState } from 'react';
import { listProducts, type Pagination, type Product } from '@grocery/shared-api';
import { notify } from '@grocery/shared-ui';
import { getErrorMessage } from '@grocery/shared-api';
import { readListingFilter, type ListingFilter } from './listing-params';

/** Spec section 9: the listing page loads 20 products at a time. */
export const LISTING_PAGE_SIZE = 20;
export const LISTING_ERROR = 'Failed to fetch products';

interface Loaded {
  key: string;
  products: Product[];
  pagination: Pagination;
}

function fetchPage(filter: ListingFilter, page: number, signal?: AbortSignal) {
  return listProducts(
    {
      page,
      limit: LISTING_PAGE_SIZE,
      category: filter.category,
      search: filter.search,
      featured: filter.featured || undefined,
      sale: filter.sale || undefined,
      sort: filter.sort,
      order: filter.order,
    },
    { signal },
  );
}

let prefetched: { key: string; page: ReturnType<typeof fetchPage> } | null = null;

/**
 * Asks for the first page of the listing at `search` (a /products query string) as soon as the
 * page's code is there, before React renders it; the page's first load then takes this answer
 * instead of asking again.
 */
export function prefetchProductListing(search: string): void {
  const filter = readListingFilter(new URLSearchParams(search));
  const page = fetchPage(filter, 1);
  // Unclaimed, a failure must not surface as an unhandled rejection; a claimed one is shown.
  page.catch(() => undefined);
  prefetched = { key: JSON.stringify(filter), page };
}

/** The prefetched first page if it is for this filter; either way it is used up. */
function takePrefetched(filter: ListingFilter) {
  const taken = prefetched;
  prefetched = null;
  return taken?.key === JSON.stringify(filter) ? taken.page : null;
}

/**
 * The /products listing: the first page for the current filter, then 'Load more' appends the
 * next. Results and errors are tagged with the filter they belong to, so switching filters
 * shows the loading state instead of another filter's products.
 */
export function useProductListing(filter: ListingFilter) {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(filter)}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    (takePrefetched(filter) ?? fetchPage(filter, 1, controller.signal)).then(
      (data) => setLoaded({ key, ...data }),
      (error: unknown) => !controller.signal.aborted && setFailed({ key, error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` covers the filter
  }, [key]);

  const current = loaded?.key === key ? loaded : null;
  const error = failed?.key === key ? failed.error : undefined;

  async function loadMore() {
    if (!current || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchPage(filter, current.pagination.page + 1);
      setLoaded((prev) => {
        if (prev?.key !== key) return prev;
        const seen = new Set(prev.products.map((p) => p.id));
        return {
          key,
          pagination: next.pagination,
          products: [...prev.products, ...next.products.filter((p) => !seen.has(p.id))],
        };
      });
    } catch (err) {
      notify.error(getErrorMessage(err, LISTING_ERROR));
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    products: current?.products ?? [],
    pagination: current?.pagination ?? null,
    loading: !current && error === undefined,
    error,
    loadingMore,
    hasMore: current ? current.pagination.page < current.pagination.totalPages : false,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
