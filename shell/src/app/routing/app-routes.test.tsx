import { act, screen, waitFor } from '@testing-library/react';
import {
  appStore,
  clearSession,
  initializedAtom,
  sessionStatusAtom,
  setSession,
  type Role,
} from '@grocery/shared-api';
import { makeUser, renderAt, setAppState, settle } from '../../test/render';
import { AppRoutes } from './app-routes';

// The remotes are separate builds; here each route only has to pick the right remote page.
jest.mock('../federation/remote-page', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => (
    <p>{`remote ${remote}/${page}`}</p>
  ),
}));

async function visit(
  path: string | { pathname: string; state: unknown },
  state: { initialized?: boolean; role?: Role | null },
) {
  setAppState(state);
  let view: ReturnType<typeof renderAt> | undefined;
  // Inside act: the API calls a page starts on mount fail at once here (no server).
  await act(async () => {
    view = renderAt(<AppRoutes />, path);
  });
  return view as ReturnType<typeof renderAt>;
}

/** Waits for the router to settle on `path` (a redirect may wait for a lazy page to load). */
async function expectLocation(path: string) {
  const exactly = new RegExp(`^${path.replace(/[?]/g, '\\?')}$`);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(exactly));
}

// The pages' chunks import shared-ui's forms and commerce entries when first shown: compiled
// here, outside each test's 5 s.
beforeAll(
  () =>
    Promise.all([
      import('@grocery/shared-ui/forms'),
      import('@grocery/shared-ui/commerce'),
      import('@grocery/shared-api/validation'),
    ]),
  60_000,
);

describe('route table', () => {
  afterEach(settle);

  it('sends every path to /initialize until the system is initialized', async () => {
    for (const path of ['/', '/login', '/products', '/style-test', '/nowhere']) {
      const { unmount } = await visit(path, { initialized: false });
      await expectLocation('/initialize');
      expect(await screen.findByRole('heading', { name: 'Set up your store' })).toBeInTheDocument();
      unmount();
    }
  });

  it('sends /initialize to /login once the system is initialized', async () => {
    await visit('/initialize', {});
    await expectLocation('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends guests from store pages to /login and unknown paths to /', async () => {
    const { unmount } = await visit('/orders', {});
    await expectLocation('/login');
    unmount();
    await visit('/no-such-page', {});
    await expectLocation('/');
  });

  it.each(['/', '/login', '/register', '/forgot-password'])(
    'sends a logged-in user from %s to /dashboard',
    async (path) => {
      await visit(path, { role: 'customer' });
      await expectLocation('/dashboard');
      expect(screen.getByText('remote storefront/customer-home')).toBeInTheDocument();
    },
  );

  it.each([
    ['admin', '/admin/dashboard'],
    ['store_manager', '/manager/dashboard'],
  ] as const)('sends a logged-in %s from /login to %s', async (role, home) => {
    await visit('/login', { role });
    await expectLocation(home);
  });

  it('sends a user who just logged in back to the page that asked for it', async () => {
    await visit({ pathname: '/login', state: { from: '/orders/7' } }, { role: 'customer' });
    await expectLocation('/orders/7');
  });

  it.each([
    { who: 'the same customer', id: 'customer-1', destination: '/orders?page=2' },
    { who: 'another customer', id: 'customer-2', destination: '/dashboard' },
  ])(
    'after a sign-out on a store page, sends $who who signs in next to $destination',
    async ({ id, destination }) => {
      await visit('/orders?page=2', { role: 'customer' });
      await expectLocation('/orders?page=2');
      act(() => clearSession());
      await expectLocation('/login');
      const user = makeUser('customer', { id });
      act(() => setSession({ user, token: 'token', refreshToken: 'refresh' }, false));
      await expectLocation(destination);
    },
  );

  it('sends the admin who just initialized the system to /dashboard', async () => {
    await visit('/initialize', { role: 'admin' });
    await expectLocation('/dashboard');
    expect(await screen.findByText('remote admin_portal/management-dashboard')).toBeInTheDocument();
  });

  it('keeps /reset-password and /style-test public', async () => {
    const { unmount } = await visit('/reset-password?token=abc', {});
    await expectLocation('/reset-password?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await settle();
    unmount();
    await visit('/style-test', {});
    await expectLocation('/style-test');
    expect(await screen.findByRole('heading', { name: 'API and style test' })).toBeInTheDocument();
    // No server here: both checks must end in a visible failure, not a blank card.
    await waitFor(
      () => {
        expect(screen.getByText('Unreachable')).toBeInTheDocument();
        expect(screen.getByText('Failed')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
  });

  it('shows a spinner while the initialization status or the session loads', async () => {
    setAppState({});
    appStore.set(initializedAtom, null);
    const first = renderAt(<AppRoutes />, '/login');
    expect(screen.getByText('Checking Status')).toBeInTheDocument();
    await settle();
    first.unmount();
    setAppState({});
    appStore.set(sessionStatusAtom, 'pending');
    renderAt(<AppRoutes />, '/login');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it("shows a signed-in shopper's page without waiting for the initialization status", async () => {
    setAppState({ role: 'customer' });
    appStore.set(initializedAtom, null);
    renderAt(<AppRoutes />, '/products');
    expect(screen.queryByText('Checking Status')).not.toBeInTheDocument();
    expect(await screen.findByText('remote storefront/products')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
    await settle();
  });

  it('offers a retry when the initialization status cannot be read', async () => {
    setAppState({});
    appStore.set(initializedAtom, null);
    renderAt(<AppRoutes />, '/');
    expect(
      await screen.findByRole('heading', { name: 'Failed to check initialization status' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['customer', 'remote storefront/customer-home'],
    ['admin', 'remote admin_portal/management-dashboard'],
    ['store_manager', 'remote manager_portal/dashboard'],
  ] as const)('shows the %s dashboard at /dashboard', async (role, page) => {
    await visit('/dashboard', { role });
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it.each([
    ['customer', '/admin/products'],
    ['customer', '/manager/dashboard'],
    ['admin', '/requests'],
    ['admin', '/manager/products'],
    ['store_manager', '/admin/requests'],
    ['store_manager', '/admin/orders/7'],
    ['customer', '/admin/orders'],
    ['store_manager', '/requests'],
  ] as const)('sends a %s away from %s to /dashboard', async (role, path) => {
    await visit(path, { role });
    await expectLocation('/dashboard');
  });

  it.each([
    ['customer', '/requests', 'remote storefront/requests'],
    ['admin', '/admin/categories', 'remote admin_portal/categories'],
    ['store_manager', '/manager/products', 'remote manager_portal/products'],
    ['store_manager', '/products/42', 'remote storefront/product-detail'],
    ['admin', '/orders/7', 'remote storefront/order-detail'],
    ['admin', '/admin/orders', 'remote admin_portal/orders'],
    ['admin', '/admin/orders/7', 'remote admin_portal/order-detail'],
    ['admin', '/admin/delivery', 'remote admin_portal/delivery'],
    ['admin', '/admin/delivery/7', 'remote admin_portal/delivery-slot'],
  ] as const)('lets a %s open %s', async (role, path, page) => {
    await visit(path, { role });
    expect(await screen.findByText(page)).toBeInTheDocument();
    await expectLocation(path);
  });

  it('sends a logged-in user from an unknown path to /dashboard', async () => {
    await visit('/definitely/not/here', { role: 'admin' });
    await expectLocation('/dashboard');
  });
});
