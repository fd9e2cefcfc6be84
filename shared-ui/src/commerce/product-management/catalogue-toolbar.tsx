import { LayoutGrid, List, Search } from 'lucide-react';
import type { Category } from '@grocery/shared-api';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import type { ProductView } from '../product-card/product-card';

interface CatalogueToolbarProps {
  categories: readonly Category[];
  category: string;
  onCategory: (id: string) => void;
  /** What is typed in the search box (searched once typing pauses). */
  text: string;
  onText: (text: string) => void;
  lowStock: boolean;
  onLowStock: (lowStock: boolean) => void;
  view: ProductView;
  onView: (view: ProductView) => void;
}

/** Search, category and low-stock filters and the grid/list toggle. */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { categories, category, onCategory, text, onText, lowStock, onLowStock, view, onView } =
    props;

  return (
    <div className="gs-pm-toolbar">
      <Input
        label="Search products"
        hideLabel
        type="search"
        placeholder="Search by name, SKU or tag"
        leadingIcon={<Search size={18} />}
        value={text}
        onChange={(event) => onText(event.target.value)}
        containerClassName="gs-pm-toolbar__search"
      />
      <Select
        label="Category"
        hideLabel
        placeholder="All categories"
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        value={category}
        onChange={(event) => onCategory(event.target.value)}
        containerClassName="gs-pm-toolbar__category"
      />
      <Checkbox
        label="Low stock only"
        checked={lowStock}
        onChange={(event) => onLowStock(event.target.checked)}
        containerClassName="gs-pm-toolbar__low-stock"
      />
      <div className="gs-pm-toolbar__views" role="group" aria-label="View">
        {(['grid', 'list'] as const).map((mode) => (
          <Button
            key={mode}
            variant={view === mode ? 'secondary' : 'ghost'}
            size="sm"
            iconOnly
            aria-label={mode === 'grid' ? 'Grid view' : 'List view'}
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
            icon={mode === 'grid' ? <LayoutGrid size={18} /> : <List size={18} />}
          />
        ))}
      </div>
    </div>
  );
}
