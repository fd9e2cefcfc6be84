import { RemotePage } from '../federation/remote-page';
import { useAuthState } from '../../lib/auth-state';

/** /dashboard is every role's home: the same path, the portal that fits the role. */
export function DashboardPage() {
  const { user } = useAuthState();
  if (user?.role === 'admin') return <RemotePage remote="admin_portal" page="dashboard" />;
  if (user?.role === 'store_manager')
    return <RemotePage remote="manager_portal" page="dashboard" />;
  return <RemotePage remote="storefront" page="customer-home" />;
}
