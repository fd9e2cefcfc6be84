import { matchPath } from 'react-router-dom';
import { getSession } from '@grocery/shared-api';
import { loadRemotePage } from './remote-page-loader';
import { DASHBOARDS, REMOTE_ROUTES } from './remote-routes';

/**
 * Called before the app itself has loaded: when a signed-in user opens a remote's page, that
 * remote's entry, its page code and (through the page's `preload`) its first data are fetched
 * while the shell starts, instead of after the shell's first render. The page's later render
 * reuses the same load; a failure here is shown by that render's error panel.
 */
export function prefetchRemotePage(pathname: string): void {
  const role = getSession()?.user?.role;
  if (!role) return;
  const dashboard = { path: '/dashboard', ...DASHBOARDS[role] };
  const routes = [dashboard, ...REMOTE_ROUTES.signedIn, ...REMOTE_ROUTES[role]];
  const route = routes.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  loadRemotePage(route.remote, route.page).catch(() => undefined);
}
