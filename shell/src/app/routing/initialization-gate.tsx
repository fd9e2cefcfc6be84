import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ErrorPanel, FullPageSpinner } from '@grocery/shared-ui';
import { useAuthState, useInitializationState } from '../../lib/auth-state';

export const INITIALIZE_PATH = '/initialize';

/**
 * Until the first admin exists the store has nothing to show: every path leads to /initialize.
 * Once it exists, /initialize leads to /login, or to /dashboard for the admin who just set it up.
 */
export function InitializationGate() {
  const { loading, initialized, error, retry } = useInitializationState();
  const { user } = useAuthState();
  const { pathname } = useLocation();
  // Accounts exist only once the first admin does: a signed-in user's page does not wait for
  // the status (a store reset under a stored session still leads to /initialize when it comes).
  if (loading && !user) return <FullPageSpinner label="Checking Status" />;
  if (error) {
    return (
      <main className="shell-centered">
        <ErrorPanel title="Failed to check initialization status" message={error} onRetry={retry} />
      </main>
    );
  }
  const onInitialize = pathname === INITIALIZE_PATH;
  if (!initialized && !loading && !onInitialize) return <Navigate to={INITIALIZE_PATH} replace />;
  // Right after the setup the new admin is signed in: straight to the dashboard.
  if (initialized && onInitialize) return <Navigate to={user ? '/dashboard' : '/login'} replace />;
  return <Outlet />;
}
