import { useEffect, useState } from 'react';
import type { Pagination, Product } from '@grocery/shared-api';
import { notify } from '@grocery/shared-ui';
import { getErrorMessage } from '@grocery/shared-api';
import type { ListingFilter } from './listing-params';
import { fetchListingPage, takePrefetchedListing } from './listing-request';

export const LISTING_ERROR = 'Failed to fetch products';

interface Loaded {
  key: string;
  products: Product[];
  pagination: Pagination;
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
    (takePrefetchedListing(filter) ?? fetchListingPage(filter, 1, controller.signal)).then(
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
      const next = await fetchListingPage(filter, current.pagination.page + 1);
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
