import { Suspense } from 'react';
import { Spinner } from '@grocery/shared-ui';
import { ManagementDashboard } from '@grocery/shared-ui/commerce';
import { AdminNavBar } from '../../components/admin-nav-bar';

/** /dashboard for admins (issue 31 item 2): the management dashboard store managers see too. */
export default function AdminManagementDashboardPage() {
  return (
    <>
      <AdminNavBar />
      <Suspense fallback={<Spinner label="Loading dashboard" />}>
        <ManagementDashboard />
      </Suspense>
    </>
  );
}
