import './orders.css';
import { useSearchParams } from 'react-router-dom';
import { listOrders, ORDER_STATUSES } from '@grocery/shared-api';
import { EmptyState, LoadError, Pager, Skeleton, useAsync } from '@grocery/shared-ui';
import { Receipt } from 'lucide-react';
import { AdminPage } from '../../components/admin-page';
import { OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderRow } from './order-row';

export const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersOf(params: URLSearchParams): OrderFilterValues {
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    status: ORDER_STATUSES.find((status) => status === params.get('status')),
    from: day('from'),
    to: day('to'),
    search: params.get('search')?.trim() || undefined,
  };
}

/** /admin/orders: every order, filtered and paged; the filters live in the URL. */
export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAsync(
    (signal) => listOrders({ ...filters, page, limit: PAGE_SIZE }, { signal }),
    [filters.status, filters.from, filters.to, filters.search, page],
  );

  const update = (values: OrderFilterValues, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <AdminPage title="Orders" subtitle="Every order, from placed to delivered.">
      <OrderFilters values={filters} onChange={(values) => update(values)} />
      {list.error ? (
        <LoadError error={list.error} fallback="Failed to fetch orders" onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton className="ap-orders__loading" />
      ) : list.data.orders.length === 0 ? (
        <EmptyState
          icon={<Receipt size={32} />}
          title="No orders found"
          description={
            filtered
              ? 'No order matches these filters.'
              : 'Orders appear here once shoppers check out.'
          }
        />
      ) : (
        <>
          <p className="ap-muted" aria-live="polite">
            {list.data.pagination.total} {list.data.pagination.total === 1 ? 'order' : 'orders'}
          </p>
          <ul className="ap-orders" aria-label="Orders">
            {list.data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Pager
            pagination={list.data.pagination}
            onPage={(next) => update(filters, next)}
            label="Order pages"
          />
        </>
      )}
    </AdminPage>
  );
}
