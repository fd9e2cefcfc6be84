import { useEffect, useState } from 'react';
import { LayoutGrid, List, Search } from 'lucide-react';
import type { Category } from '@grocery/shared-api';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import type { ProductView } from '../product-card/product-card';

interface CatalogueToolbarProps {
  categories: readonly Category[];
  category: string;
  onCategory: (id: string) => void;
  onSearch: (text: string) => void;
  view: ProductView;
  onView: (view: ProductView) => void;
}

/** Search (sent 300 ms after the last key), category filter and the grid/list toggle. */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { categories, category, onCategory, onSearch, view, onView } = props;
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="gs-pm-toolbar">
      <Input
        label="Search products"
        hideLabel
        type="search"
        placeholder="Search by name, SKU or tag"
        leadingIcon={<Search size={18} />}
        value={text}
        onChange={(event) => setText(event.target.value)}
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
