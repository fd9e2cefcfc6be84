import { setSession, type Role, type User } from '@grocery/shared-api';

/** An active user as the API sends one, for tests; override what a test cares about. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Green',
    name: 'Sam Green',
    role: 'customer',
    status: 'active',
    phone: null,
    address: null,
    storeName: null,
    storeAddress: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs a user with `role` in for this test only (the session is not remembered). */
export function signInAs(role: Role, overrides: Partial<User> = {}): User {
  const user = userFixture({ role, ...overrides });
  setSession({ user, token: 't', refreshToken: 'r' }, false);
  return user;
}
