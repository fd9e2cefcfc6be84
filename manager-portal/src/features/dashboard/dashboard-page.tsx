import { ManagementDashboard } from '@grocery/shared-ui';
import { LazyScreen } from '../../components/lazy-screen';

/** /manager/dashboard and a store manager's /dashboard. */
export default function ManagerDashboardPage() {
  return (
    <LazyScreen>
      <ManagementDashboard />
    </LazyScreen>
  );
}
