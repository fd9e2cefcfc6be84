import { Link } from 'react-router-dom';
import { ProductGrid, ProductGridSkeleton, useAsync } from '@grocery/shared-ui';
import { listProducts } from '@grocery/shared-api';

export const FEATURED_FETCHED = 8;
export const FEATURED_SHOWN = 4;

/** Spec: 8 products are fetched, the featured ones kept, at most 4 shown. */
export function FeaturedProducts() {
  const { data, loading } = useAsync(
    () => listProducts({ limit: FEATURED_FETCHED, featured: true }),
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
