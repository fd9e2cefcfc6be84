import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notify } from '@grocery/shared-ui';
import { getErrorMessage } from '@grocery/shared-api';
import type { ListingFilter } from './listing-params';
import { recallListing, rememberListing, type ShownListing } from './listing-memory';
import {
  arrivedPrefetchedListing,
  fetchListingPage,
  takePrefetchedListing,
} from './listing-request';

export const LISTING_ERROR = 'Failed to fetch products';

/**
 * The /products listing: the first page for the current filter, then 'Load more' appends the
 * next. Results and errors are tagged with the filter they belong to, so switching filters
 * shows the loading state instead of another filter's products.
 */
export function useProductListing(filter: ListingFilter) {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(filter)}#${attempt}`;
  const { key: historyKey } = useLocation();
  // Back to this entry brings back every page it had loaded, so the shopper's place is there.
  // A first page that arrived while the page's code loaded is shown by the first render: a
  // skeleton first cost a render, a layout and an effect's round trip (100-200 ms cold).
  const [loaded, setLoaded] = useState<ShownListing | null>(() => {
    const arrived = arrivedPrefetchedListing(filter);
    return recallListing(historyKey, key) ?? (arrived && { key, ...arrived });
  });
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = loaded?.key === key ? loaded : null;

  useEffect(() => {
    if (current) rememberListing(historyKey, current);
  }, [current, historyKey]);

  useEffect(() => {
    const prefetched = takePrefetchedListing(filter);
    if (current) return;
    const controller = new AbortController();
    (prefetched ?? fetchListingPage(filter, 1, controller.signal)).then(
      (data) => setLoaded({ key, ...data }),
      (error: unknown) => !controller.signal.aborted && setFailed({ key, error }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` covers the filter, and `current` only matters for the first page shown at mount
  }, [key]);

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
          ...prev,
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
    correctedSearch: current?.correctedSearch,
    loading: !current && error === undefined,
    error,
    loadingMore,
    hasMore: current ? current.pagination.page < current.pagination.totalPages : false,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
