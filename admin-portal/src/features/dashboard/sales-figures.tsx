import { lazy, Suspense } from 'react';
import { getOrderStats, ORDER_STATUSES, type OrderStats } from '@grocery/shared-api';
import {
  formatMoney,
  LoadError,
  OrderStatusBadge,
  Skeleton,
  Spinner,
  useAsync,
} from '@grocery/shared-ui';
import { Panel } from './panel';
import { shortDay } from './sales-format';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** Sales figures from GET /orders/stats/overview; loads on its own so the rest never waits. */
export function SalesFigures() {
  const stats = useAsync((signal) => getOrderStats({ signal }), []);
  return (
    <section className="ap-sales" aria-labelledby="ap-sales-title">
      <h2 id="ap-sales-title" className="ap-section-title">
        Sales
      </h2>
      {stats.error ? (
        <LoadError
          error={stats.error}
          fallback="Failed to fetch order statistics"
          onRetry={stats.reload}
        />
      ) : !stats.data ? (
        <Skeleton className="ap-sales__loading" />
      ) : (
        <SalesView stats={stats.data} />
      )}
    </section>
  );
}

export function SalesView({ stats }: { stats: OrderStats }) {
  const { today, last30Days } = stats;
  const figures = [
    { label: 'Orders today', value: String(today.orders) },
    { label: 'Revenue today', value: formatMoney(today.revenue) },
    { label: 'Orders, last 30 days', value: String(last30Days.orders) },
    { label: 'Revenue, last 30 days', value: formatMoney(last30Days.revenue) },
    { label: 'Average order value', value: formatMoney(last30Days.averageOrderValue) },
  ];
  const best = stats.dailyRevenue.reduce((max, day) => Math.max(max, day.revenue), 0);
  const chartLabel = `Daily revenue over the last ${stats.dailyRevenue.length} days: ${formatMoney(
    last30Days.revenue,
  )} in all, ${formatMoney(best)} on the best day.`;
  return (
    <div className="ap-sales__body">
      <dl className="ap-figures">
        {figures.map(({ label, value }) => (
          <div key={label} className="ap-figure">
            <dt className="ap-figure__label">{label}</dt>
            <dd className="ap-figure__value">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="ap-sales__grid">
        <Panel title="Daily Revenue">
          <Suspense fallback={<Spinner label="Loading chart" />}>
            <RevenueChart days={stats.dailyRevenue} label={chartLabel} />
          </Suspense>
          <details className="ap-details">
            <summary>Daily revenue as a table</summary>
            <table className="ap-table">
              <caption className="gs-sr-only">Orders and revenue per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {stats.dailyRevenue.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{shortDay(day.date)}</th>
                    <td>{day.orders}</td>
                    <td>{formatMoney(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </Panel>
        <Panel title="Orders by Status" href="/admin/orders">
          <ul className="ap-panel-list">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                <OrderStatusBadge status={status} />
                <span className="ap-count">{stats.byStatus[status] ?? 0}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Top Products">
          {stats.topProducts.length === 0 ? (
            <p className="ap-muted">No sales yet</p>
          ) : (
            <ol className="ap-panel-list">
              {stats.topProducts.slice(0, 5).map((product) => (
                <li key={product.productId ?? product.productName}>
                  <span className="ap-panel-list__main">
                    <span className="ap-panel-list__name">{product.productName}</span>
                    <span className="ap-panel-list__meta">{product.quantity} sold</span>
                  </span>
                  <span className="ap-count">{formatMoney(product.revenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}
