import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  appStore,
  clearSession,
  initializationErrorAtom,
  initializedAtom,
  sessionStatusAtom,
  setSession,
  type Role,
  type User,
} from '@grocery/shared-api';
import { Toasts } from '../app/toasts';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: `${role}-1`,
    email: `${role}@example.com`,
    firstName: 'Jamie',
    lastName: 'Rivera',
    name: 'Jamie Rivera',
    role,
    status: 'active',
    phone: null,
    address: null,
    storeName: null,
    storeAddress: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

interface AppState {
  initialized?: boolean;
  role?: Role | null;
}

/** Puts the shared stores in a known state: initialized or not, logged in as a role or not. */
export function setAppState({ initialized = true, role = null }: AppState = {}) {
  appStore.set(initializedAtom, initialized);
  appStore.set(initializationErrorAtom, null);
  appStore.set(sessionStatusAtom, 'ready');
  if (role) setSession({ user: makeUser(role), token: 'token', refreshToken: 'refresh' }, false);
  else clearSession();
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders inside a router at `entry`, with the toast container and a probe of the location. */
export function renderAt(ui: ReactElement, entry: Entry = '/') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      {ui}
      <LocationProbe />
      <Toasts />
    </MemoryRouter>,
  );
}

/**
 * Lets the API calls a screen starts on mount (which fail fast: no server in jsdom) finish
 * inside act, so their state updates land before the next test.
 */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
