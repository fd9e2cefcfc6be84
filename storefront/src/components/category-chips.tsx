import './category-chips.css';
import { Link } from 'react-router-dom';
import type { Category } from '@grocery/shared-api';
import { cn, countOf } from '@grocery/shared-ui';

export interface CategoryChipsProps {
  categories: Category[];
  /** Names the list for screen readers where no heading does. */
  label?: string;
  className?: string;
}

/** Quick links into the catalogue, one per category. */
export function CategoryChips({ categories, label, className }: CategoryChipsProps) {
  return (
    <ul className={cn('sf-category-chips', className)} aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            className="sf-category-chips__chip"
            to={`/products?category=${encodeURIComponent(category.id)}`}
          >
            <span>{category.name}</span>
            <span className="sf-category-chips__count">
              <span aria-hidden="true">{category.productCount}</span>
              <span className="gs-sr-only">{countOf(category.productCount, 'product')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
