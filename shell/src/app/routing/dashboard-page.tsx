import { RemotePage } from '../federation/remote-page';
import { DASHBOARDS } from '../federation/remote-routes';
import { useAuthState } from '../../lib/auth-state';

/** /dashboard is every role's home: the same path, the portal that fits the role. */
export function DashboardPage() {
  const { user } = useAuthState();
  const { remote, page } = DASHBOARDS[user?.role ?? 'customer'];
  return <RemotePage remote={remote} page={page} />;
}
