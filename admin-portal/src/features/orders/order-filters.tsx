import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@grocery/shared-api';
import { Button, ORDER_STATUS_BADGE } from '@grocery/shared-ui';
import { Input, Select } from '@grocery/shared-ui/forms';
import { Search } from 'lucide-react';

export interface OrderFilterValues {
  status?: OrderStatus;
  from?: string;
  to?: string;
  search?: string;
}

export interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
}

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({
  value,
  label: ORDER_STATUS_BADGE[value].label,
}));

/** Status and dates apply at once; the search text applies on Enter or Search (no call per key). */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  const [search, setSearch] = useState(values.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, search: search.trim() || undefined });
  };
  return (
    <form className="ap-filters" role="search" aria-label="Filter orders" onSubmit={submit}>
      <Input
        label="Order number, customer name or email"
        type="search"
        value={search}
        maxLength={200}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={values.status ?? ''}
        onChange={(event) =>
          onChange({ ...values, status: (event.target.value || undefined) as OrderStatus })
        }
      />
      <Input
        label="From"
        type="date"
        value={values.from ?? ''}
        max={values.to}
        onChange={(event) => onChange({ ...values, from: event.target.value || undefined })}
      />
      <Input
        label="To"
        type="date"
        value={values.to ?? ''}
        min={values.from}
        onChange={(event) => onChange({ ...values, to: event.target.value || undefined })}
      />
      <Button type="submit" icon={<Search size={16} />}>
        Search
      </Button>
    </form>
  );
}
