import '../../components/storefront.css';
import './products.css';
import { useSearchParams } from 'react-router-dom';
import { getCategory } from '@grocery/shared-api';
import { Container, PageHeading, countOf, useAsync } from '@grocery/shared-ui';
import { type ProductView } from '@grocery/shared-ui/commerce';
import { useStoredState } from '../../lib/use-stored-state';
import {
  listingTitle,
  readListingFilter,
  type ListingSort,
  type SortOrder,
} from './listing-params';
import { CategoryNotFound, isMissingCategory } from './category-not-found';
import { ProductsToolbar } from './products-toolbar';
import { ProductsResults } from './products-results';
import { useProductListing } from './use-product-listing';

/** /products: the catalogue filtered by category, search, featured or sale, sorted and paged. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readListingFilter(params);
  const [view, setView] = useStoredState<ProductView>(
    'grocery.productView',
    ['grid', 'list'],
    'grid',
  );
  const category = useAsync(
    (signal) =>
      filter.category ? getCategory(filter.category, {}, { signal }) : Promise.resolve(null),
    [filter.category],
  );
  const listing = useProductListing(filter);
  const title =
    listingTitle(filter, category.data?.name) ??
    (category.error ? (
      'Products'
    ) : (
      <>
        <span
          className="gs-skeleton gs-skeleton--sm sf-products__title-loading"
          aria-hidden="true"
        />
        <span className="gs-sr-only">Loading category...</span>
      </>
    ));

  const setSort = (sort: ListingSort, order: SortOrder) => {
    const next = new URLSearchParams(params);
    next.set('sort', sort);
    next.set('order', order);
    setParams(next, { replace: true });
  };

  if (filter.category && isMissingCategory(category.error)) {
    return (
      <Container className="sf-page">
        <CategoryNotFound />
      </Container>
    );
  }

  return (
    <Container className="sf-page">
      <PageHeading
        title={title}
        subtitle={
          listing.pagination && (
            <>
              {countOf(listing.pagination.total, 'product')}
              {listing.correctedSearch && (
                <>
                  {' · Showing results for '}
                  <strong>{`"${listing.correctedSearch}"`}</strong>
                </>
              )}
            </>
          )
        }
        actions={
          <ProductsToolbar
            sort={filter.sort}
            order={filter.order}
            searching={Boolean(filter.search)}
            onSortChange={setSort}
            view={view}
            onViewChange={setView}
          />
        }
      />
      <ProductsResults
        listing={listing}
        view={view}
        filtered={Boolean(filter.search || filter.category || filter.featured || filter.sale)}
        search={filter.search}
      />
    </Container>
  );
}
