import { Link, useLocation } from 'react-router-dom';
import { listCategories } from '@grocery/shared-api';
import { useAsync } from '@grocery/shared-ui';
import { CategoryMoreMenu } from './category-more-menu';

/** Spec section 9: the header shows 10 categories; the rest wait behind More. */
export const HEADER_CATEGORY_LIMIT = 10;
/** Every top-level aisle, so none is out of reach (the API's largest page). */
const ROOT_CATEGORY_FETCH = 100;

interface StripLinkProps {
  to: string;
  active: boolean;
  children: string;
}

function StripLink({ to, active, children }: StripLinkProps) {
  return (
    <li>
      <Link
        to={to}
        className={active ? 'shell-categories__link is-active' : 'shell-categories__link'}
        aria-current={active ? 'page' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * All Products plus the first categories, then More with the rest; the links scroll sideways on
 * their own on small screens while More stays in view at the end.
 */
export function CategoryStrip() {
  const { data } = useAsync(() => listCategories({ limit: ROOT_CATEGORY_FETCH, root: true }), []);
  const { pathname, search } = useLocation();
  const onProducts = pathname === '/products';
  const activeCategory = onProducts ? new URLSearchParams(search).get('category') : null;
  const all = data?.categories ?? [];
  const categories = all.slice(0, HEADER_CATEGORY_LIMIT);
  const more = all.slice(HEADER_CATEGORY_LIMIT);
  return (
    <nav className="shell-categories" aria-label="Categories">
      <div className="shell-container shell-categories__bar">
        <ul className="shell-categories__list">
          <StripLink to="/products" active={onProducts && !activeCategory}>
            All Products
          </StripLink>
          {categories.map((category) => (
            <StripLink
              key={category.id}
              to={`/products?category=${encodeURIComponent(category.id)}`}
              active={activeCategory === category.id}
            >
              {category.name}
            </StripLink>
          ))}
        </ul>
        {more.length > 0 && <CategoryMoreMenu categories={more} activeCategory={activeCategory} />}
      </div>
    </nav>
  );
}
