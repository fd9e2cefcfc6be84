import { Link } from 'react-router-dom';
import { useAsync } from '@grocery/shared-ui';
import { ProductGrid, ProductGridSkeleton } from '@grocery/shared-ui/commerce';
import { claimEarlyRequest, listProducts, type ProductList } from '@grocery/shared-api';
import { FEATURED_PATH, FEATURED_QUERY, FEATURED_SHOWN } from './featured-query';

/** Spec: 8 products are fetched, the featured ones kept, at most 4 shown. */
export function FeaturedProducts() {
  // The early script asked for them while the shell's code downloaded.
  const { data, loading } = useAsync(
    () => claimEarlyRequest<ProductList>(FEATURED_PATH, () => listProducts(FEATURED_QUERY)),
    [],
  );
  const products = (data?.products ?? [])
    .filter((product) => product.isFeatured)
    .slice(0, FEATURED_SHOWN);
  if (!loading && products.length === 0) return null;
  return (
    <section className="shell-container shell-landing__section" aria-labelledby="landing-featured">
      <div className="shell-landing__heading">
        <h2 id="landing-featured">Featured products</h2>
        <Link to="/products?featured=true">View all</Link>
      </div>
      {loading ? (
        <ProductGridSkeleton count={FEATURED_SHOWN} />
      ) : (
        <ProductGrid products={products} label="Featured products" priorityCount={FEATURED_SHOWN} />
      )}
    </section>
  );
}
