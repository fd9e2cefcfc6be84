import { matchPath } from 'react-router-dom';
import { SESSION_STORAGE_KEY } from '@grocery/shared-api';
import { DASHBOARDS, REMOTE_ROUTES } from '../federation/remote-routes';
import { STORED_SESSION_KEY, matchesPattern, remoteFor, storedRole } from './early-remote';

const storageWith = (value: string | null) => () =>
  ({ getItem: (key: string) => (key === STORED_SESSION_KEY ? value : null) }) as Storage;
const session = (role: string) => JSON.stringify({ user: { role }, token: 't' });

describe('early-remote', () => {
  it('reads the session under the key the session store writes', () => {
    expect(STORED_SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it('takes the role from the first storage holding a session', () => {
    expect(storedRole([storageWith(null), storageWith(session('admin'))])).toBe('admin');
    expect(storedRole([storageWith(session('customer')), storageWith(session('admin'))])).toBe(
      'customer',
    );
    expect(storedRole([storageWith(null), storageWith(null)])).toBeNull();
  });

  it('finds no role in a damaged session, an unknown role or a blocked storage', () => {
    expect(storedRole([storageWith('{not json')])).toBeNull();
    expect(storedRole([storageWith(session('owner'))])).toBeNull();
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(storedRole([blocked, storageWith(session('store_manager'))])).toBe('store_manager');
  });

  it('matches paths as the route table does', () => {
    const patterns = [
      '/dashboard',
      ...Object.values(REMOTE_ROUTES)
        .flat()
        .map(({ path }) => path),
    ];
    const paths = [
      '/',
      '/dashboard',
      '/products',
      '/products/',
      '/Products',
      '/products/p-42',
      '/products/p-42/reviews',
      '/orders/7',
      '/admin/products',
      '/admin',
      '/manager/dashboard',
      '/profile',
    ];
    for (const pattern of patterns) {
      for (const path of paths) {
        expect([pattern, path, matchesPattern(pattern, path)]).toEqual([
          pattern,
          path,
          matchPath(pattern, path) !== null,
        ]);
      }
    }
  });

  it("names the remote of the role's page, or none for the shell's own pages", () => {
    expect(remoteFor('customer', '/products')).toBe('storefront');
    expect(remoteFor('customer', '/dashboard')).toBe(DASHBOARDS.customer.remote);
    expect(remoteFor('admin', '/dashboard')).toBe('admin_portal');
    expect(remoteFor('store_manager', '/manager/products')).toBe('manager_portal');
    expect(remoteFor('customer', '/admin/products')).toBeNull();
    expect(remoteFor('customer', '/profile')).toBeNull();
  });
});
