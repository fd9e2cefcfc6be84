import { lazy, Suspense } from 'react';
import { PackageSearch } from 'lucide-react';
import { Button, countOf, EmptyState, LoadError } from '@grocery/shared-ui';
import { ProductGrid, ProductGridSkeleton, type ProductView } from '@grocery/shared-ui/commerce';
import { useListingFocus } from './listing-focus';
import { LISTING_ERROR, type useProductListing } from './use-product-listing';

// Only an empty result needs it: kept out of the code every listing loads.
const NoProducts = lazy(() =>
  import('./no-products').then((module) => ({ default: module.NoProducts })),
);

export interface ProductsResultsProps {
  listing: ReturnType<typeof useProductListing>;
  view: ProductView;
  /** Whether a filter is on, so the empty state can offer ways on. */
  filtered: boolean;
  search?: string;
}

export function ProductsResults({ listing, view, filtered, search }: ProductsResultsProps) {
  const { grid, expectAdded, noteOpened } = useListingFocus(listing.products);
  if (listing.error !== undefined) {
    return <LoadError error={listing.error} fallback={LISTING_ERROR} onRetry={listing.retry} />;
  }
  if (listing.loading) return <ProductGridSkeleton count={8} view={view} />;
  if (listing.products.length === 0) {
    if (filtered) {
      return (
        <Suspense fallback={<ProductGridSkeleton count={4} view={view} />}>
          <NoProducts search={search} />
        </Suspense>
      );
    }
    return (
      <EmptyState
        icon={<PackageSearch />}
        title="No products found"
        description="Our shelves are being stocked. Check back soon."
      />
    );
  }
  const { pagination } = listing;
  return (
    <>
      <div ref={grid} onClickCapture={noteOpened}>
        <ProductGrid
          products={listing.products}
          view={view}
          priorityCount={view === 'grid' ? 4 : 2}
          headingAs="h2"
          label="Products"
        />
      </div>
      <div className="sf-load-more">
        <p role="status" className="sf-load-more__count">
          Showing {listing.products.length} of{' '}
          {countOf(pagination?.total ?? listing.products.length, 'product')}
        </p>
        {listing.hasMore && (
          <Button
            variant="outline"
            size="lg"
            loading={listing.loadingMore}
            loadingLabel="Loading..."
            onClick={() => {
              expectAdded();
              void listing.loadMore();
            }}
          >
            Load more
          </Button>
        )}
      </div>
    </>
  );
}
