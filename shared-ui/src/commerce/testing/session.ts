import { setSession, type Role, type User } from '@grocery/shared-api';
import { makeUser } from '@grocery/shared-api/testing';

/** An active user as the API sends one, for tests; override what a test cares about. */
export { makeUser as userFixture };

/** Signs a user with `role` in for this test only (the session is not remembered). */
export function signInAs(role: Role, overrides: Partial<User> = {}): User {
  const user = makeUser({ role, ...overrides });
  setSession({ user, token: 't', refreshToken: 'r' }, false);
  return user;
}
