import type { RemoteName, Role } from '@grocery/shared-api';
import { DASHBOARDS, REMOTE_ROUTES } from '../federation/remote-routes';

// Read before the shell's code (and shared-api) has loaded, so not imported from there: the
// key of the stored session, pinned to shared-api's SESSION_STORAGE_KEY by a test.
export const STORED_SESSION_KEY = 'grocery.session';

const ROLES = new Set<string>(Object.keys(DASHBOARDS));

/** The role of the session the shell will restore ("Remember me" or this tab), if any. */
export function storedRole(storages: (() => Storage)[]): Role | null {
  for (const storage of storages) {
    try {
      const raw = storage().getItem(STORED_SESSION_KEY);
      if (!raw) continue;
      const role: unknown = (JSON.parse(raw) as { user?: { role?: unknown } }).user?.role;
      return typeof role === 'string' && ROLES.has(role) ? (role as Role) : null;
    } catch {
      // Blocked storage or a damaged entry: the shell decides what to do with it.
    }
  }
  return null;
}

/** react-router's matching for these patterns: case-insensitive, `:name` takes one segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const have = pathname.toLowerCase().split('/').filter(Boolean);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** The remote whose page a signed-in `role` sees at `pathname`, as the route table has it. */
export function remoteFor(role: Role, pathname: string): RemoteName | null {
  const routes = [
    { path: '/dashboard', ...DASHBOARDS[role] },
    ...REMOTE_ROUTES.signedIn,
    ...REMOTE_ROUTES[role],
  ];
  return routes.find(({ path }) => matchesPattern(path, pathname))?.remote ?? null;
}
