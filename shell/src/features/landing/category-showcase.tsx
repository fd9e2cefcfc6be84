import { Link } from 'react-router-dom';
import { countOf, Skeleton, useAsync } from '@grocery/shared-ui';
import { listCategories } from '@grocery/shared-api';

export const LANDING_CATEGORY_LIMIT = 6;

export function CategoryShowcase() {
  const { data, loading } = useAsync(
    () => listCategories({ limit: LANDING_CATEGORY_LIMIT, root: true }),
    [],
  );
  const categories = (data?.categories ?? []).slice(0, LANDING_CATEGORY_LIMIT);
  if (!loading && categories.length === 0) return null;
  return (
    <section
      className="shell-container shell-landing__section"
      aria-labelledby="landing-categories"
    >
      <div className="shell-landing__heading">
        <h2 id="landing-categories">Shop by category</h2>
        <Link to="/categories">All categories</Link>
      </div>
      <ul className="shell-category-grid">
        {loading
          ? Array.from({ length: LANDING_CATEGORY_LIMIT }, (_, i) => (
              <li key={i}>
                <Skeleton height="5.5rem" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/products?category=${encodeURIComponent(category.id)}`}
                  className="shell-category-grid__card"
                >
                  <span className="shell-category-grid__name">{category.name}</span>
                  <span className="gs-muted">{countOf(category.productCount, 'product')}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
