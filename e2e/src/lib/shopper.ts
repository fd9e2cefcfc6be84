import type { Browser } from 'playwright-core';
import { openSession, type Session } from './browser';
import type { Customer } from './store';
import { expectPath, loginThroughUi } from './ui';

/** A fresh context signed in as `customer` through the login form, landed on /dashboard. */
export async function signedInSession(
  browser: Browser,
  customer: Customer,
  options: { width?: number } = {},
): Promise<Session> {
  const session = await openSession(browser, options);
  await loginThroughUi(session.page, customer.email, customer.password);
  await expectPath(session.page, '/dashboard');
  return session;
}
