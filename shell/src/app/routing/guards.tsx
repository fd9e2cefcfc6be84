import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@grocery/shared-ui';
import type { Role } from '@grocery/shared-api';
import { useAuthState } from '../../lib/auth-state';
import { homeForRole } from '../../lib/home-for-role';

/** Where a location came from, so login can send the user back to the page they asked for. */
export interface FromState {
  from?: string;
  /**
   * The account whose session ended on `from` (a logout, an expiry). Only that account is sent
   * back there: the next person to sign in on a shared browser starts on their own home.
   */
  by?: string;
}

/** The page to return to after this user logged in, if the state names one meant for them. */
function returnPath(state: unknown, userId: string): string | undefined {
  const { from, by } = (state as FromState | null) ?? {};
  return by === undefined || by === userId ? from : undefined;
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
  const target =
    pathname === '/login' ? (returnPath(state, user.id) ?? homeForRole(user.role)) : '/dashboard';
  return <Navigate to={target} replace />;
}

/** Every store page needs a user; the asked-for path is kept for after login. */
export function RequireAuth() {
  const { user } = useAuthState();
  const location = useLocation();
  // Who was signed in on these pages: in the render where the user is gone, still them.
  const [lastUserId, setLastUserId] = useState(user?.id);
  if (user && user.id !== lastUserId) setLastUserId(user.id);
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    const state: FromState = { from, by: lastUserId };
    return <Navigate to="/login" replace state={state} />;
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
