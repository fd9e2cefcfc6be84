import '../../components/storefront.css';
import './categories.css';
import { Link } from 'react-router-dom';
import { LayoutGrid } from 'lucide-react';
import { getCategoryTree, type Category } from '@grocery/shared-api';
import {
  Container,
  PageHeading,
  countOf,
  EmptyState,
  LoadError,
  Skeleton,
  useAsync,
} from '@grocery/shared-ui';

const productsOf = (category: Category) => `/products?category=${encodeURIComponent(category.id)}`;

function CategoryCard({ category }: { category: Category }) {
  const children = category.children ?? [];
  return (
    <li className="sf-category-card">
      <h2 className="sf-category-card__name">
        <Link to={productsOf(category)}>{category.name}</Link>
      </h2>
      <p className="sf-category-card__count">{countOf(category.productCount, 'product')}</p>
      {category.description && (
        <p className="sf-category-card__description">{category.description}</p>
      )}
      {children.length > 0 && (
        <ul className="sf-category-card__children" aria-label={`${category.name} subcategories`}>
          {children.map((child) => (
            <li key={child.id}>
              <Link to={productsOf(child)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** /categories: every visible category with its subcategories, each opening its products. */
export function CategoriesPage() {
  const tree = useAsync((signal) => getCategoryTree({}, { signal }), []);
  let body;
  if (tree.error !== undefined) {
    body = (
      <LoadError error={tree.error} fallback="Failed to fetch categories" onRetry={tree.reload} />
    );
  } else if (tree.loading || !tree.data) {
    body = (
      <ul className="sf-categories" role="status" aria-label="Loading categories...">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="sf-category-card" aria-hidden="true">
            <Skeleton width="60%" height="1.5rem" />
            <Skeleton width="30%" />
            <Skeleton width="90%" />
          </li>
        ))}
      </ul>
    );
  } else if (tree.data.length === 0) {
    body = (
      <EmptyState
        icon={<LayoutGrid />}
        title="No categories yet"
        description="Categories appear here once the store adds them."
      />
    );
  } else {
    body = (
      <ul className="sf-categories">
        {tree.data.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    );
  }
  return (
    <Container className="sf-page">
      <PageHeading title="Categories" subtitle="Browse the aisles" />
      {body}
    </Container>
  );
}
