import { ManagementDashboard } from '@grocery/shared-ui/commerce';
import { LazyScreen } from '../../components/lazy-screen';
import { ManagerNavBar } from '../../components/manager-nav-bar';

/** /manager/dashboard and a store manager's /dashboard. */
export default function ManagerDashboardPage() {
  return (
    <>
      <ManagerNavBar />
      <LazyScreen>
        <ManagementDashboard />
      </LazyScreen>
    </>
  );
}
