import { Link, useLocation } from 'react-router-dom';
import { listCategories } from '@grocery/shared-api';
import { useAsync } from '../../lib/use-async';

export const HEADER_CATEGORY_LIMIT = 10;

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

/** All Products plus the first categories; it scrolls sideways on its own on small screens. */
export function CategoryStrip() {
  const { data } = useAsync(() => listCategories({ limit: HEADER_CATEGORY_LIMIT, root: true }), []);
  const { pathname, search } = useLocation();
  const onProducts = pathname === '/products';
  const activeCategory = onProducts ? new URLSearchParams(search).get('category') : null;
  const categories = (data?.categories ?? []).slice(0, HEADER_CATEGORY_LIMIT);
  return (
    <nav className="shell-categories" aria-label="Categories">
      <ul className="shell-container shell-categories__list">
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
    </nav>
  );
}
