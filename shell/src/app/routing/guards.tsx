import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@grocery/shared-ui';
import type { Role } from '@grocery/shared-api';
import { useAuthState } from '../../lib/auth-state';
import { homeForRole } from '../../lib/home-for-role';

/** Where a location came from, so login can send the user back to the page they asked for. */
export interface FromState {
  from?: string;
}

/** Spinner until the stored session has been checked against the server. */
export function SessionGate() {
  const { restoring } = useAuthState();
  if (restoring) return <FullPageSpinner label="Loading..." />;
  return <Outlet />;
}

/**
 * Landing, login, register and forgot-password: a logged-in user belongs on the dashboard. On
 * /login this is also how a fresh login leaves the page: to the page that sent the visitor to
 * log in, else to the role's own dashboard (the login form only stores the session, so the
 * redirect cannot race this guard).
 */
export function PublicOnly() {
  const { user } = useAuthState();
  const { pathname, state } = useLocation();
  if (!user) return <Outlet />;
  const from = (state as FromState | null)?.from;
  const target = pathname === '/login' ? (from ?? homeForRole(user.role)) : '/dashboard';
  return <Navigate to={target} replace />;
}

/** Every store page needs a user; the asked-for path is kept for after login. */
export function RequireAuth() {
  const { user } = useAuthState();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** A page of another role sends the user to their own dashboard. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user } = useAuthState();
  if (!user || !roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Unknown paths: the dashboard when logged in, otherwise the landing page. */
export function UnknownPath() {
  const { user } = useAuthState();
  return <Navigate to={user ? '/dashboard' : '/'} replace />;
}
