import { Link } from 'react-router-dom';
import type { Category } from '@grocery/shared-api';

/** Quick links into the catalogue, one per category. */
export function CategoryChips({ categories }: { categories: Category[] }) {
  return (
    <ul className="sf-category-chips">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            className="sf-category-chips__chip"
            to={`/products?category=${encodeURIComponent(category.id)}`}
          >
            <span>{category.name}</span>
            <span className="sf-category-chips__count">
              {category.productCount}
              <span className="gs-sr-only"> products</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
