import './dashboard.css';
import { useSession } from '@grocery/shared-api';
import { LoadError, Skeleton, useAsync } from '@grocery/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { loadDashboard, type DashboardData } from './dashboard-data';
import { LowStockPanel } from './low-stock-panel';
import { PendingRequestsPanel } from './pending-requests-panel';
import { QuickActions } from './quick-actions';
import { RecentProductsPanel } from './recent-products-panel';
import { SalesFigures } from './sales-figures';
import { StatCounters } from './stat-counters';
import { TodaysSlotsPanel } from './todays-slots-panel';

/** /admin/dashboard (spec section 2): the store at a glance, and its sales. */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const dashboard = useAsync((signal) => loadDashboard(signal), []);
  return (
    <AdminPage title="Admin Dashboard" subtitle={`Welcome back, ${user?.name ?? 'Admin'}!`}>
      {dashboard.error ? (
        <LoadError
          error={dashboard.error}
          fallback="Failed to fetch products"
          onRetry={dashboard.reload}
        />
      ) : !dashboard.data ? (
        <Skeleton className="ap-dashboard__loading" />
      ) : (
        <DashboardView data={dashboard.data} onChanged={dashboard.reload} />
      )}
      <SalesFigures />
    </AdminPage>
  );
}

export function DashboardView({ data, onChanged }: { data: DashboardData; onChanged: () => void }) {
  return (
    <>
      <StatCounters counts={data.counts} />
      <div className="ap-dashboard__grid">
        <PendingRequestsPanel requests={data.pendingRequests} />
        <LowStockPanel products={data.lowStock} onRestocked={onChanged} />
        <RecentProductsPanel products={data.recentProducts} />
        <TodaysSlotsPanel />
        <QuickActions />
      </div>
    </>
  );
}
