import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@grocery/shared-ui';
import { Select, type ProductView } from '@grocery/shared-ui/commerce';
import type { ListingSort, SortOrder } from './listing-params';

const BEST_MATCH = { value: 'relevance-asc', label: 'Best match' };
const SORT_OPTIONS = [
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'stock-desc', label: 'Stock: High to Low' },
  { value: 'stock-asc', label: 'Stock: Low to High' },
] as const;

export interface ProductsToolbarProps {
  sort: ListingSort;
  order: SortOrder;
  /** A search can also be listed best match first. */
  searching: boolean;
  onSortChange: (sort: ListingSort, order: SortOrder) => void;
  view: ProductView;
  onViewChange: (view: ProductView) => void;
}

export function ProductsToolbar({
  sort,
  order,
  searching,
  onSortChange,
  view,
  onViewChange,
}: ProductsToolbarProps) {
  return (
    <div className="sf-products-toolbar">
      <Select
        label="Sort by"
        containerClassName="sf-products-toolbar__sort"
        value={sort === 'relevance' ? BEST_MATCH.value : `${sort}-${order}`}
        options={searching ? [BEST_MATCH, ...SORT_OPTIONS] : SORT_OPTIONS}
        onChange={(event) => {
          const [field, direction] = event.target.value.split('-') as [ListingSort, SortOrder];
          onSortChange(field, direction);
        }}
      />
      <div className="sf-view-toggle" role="group" aria-label="View">
        {(['grid', 'list'] as const).map((option) => {
          const Icon = option === 'grid' ? LayoutGrid : List;
          return (
            <button
              key={option}
              type="button"
              className={cn('sf-view-toggle__button', view === option && 'is-active')}
              aria-pressed={view === option}
              aria-label={option === 'grid' ? 'Grid view' : 'List view'}
              onClick={() => onViewChange(option)}
            >
              <Icon size={18} aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
