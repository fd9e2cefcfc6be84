import type { Page } from 'playwright-core';

/** Waits for the client-side router to land on `path` (guards redirect without a page load). */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
  );
}

export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
}

/** Fills the login form already on screen (keeps the page a guard wants to return to). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  // After a client-side redirect the URL is /login before the previous form (register's own
  // Email and Password) unmounts: wait for the login form so the right fields get filled.
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await signIn.waitFor();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await signIn.click();
}

export async function logoutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
}

/** A toast with exactly this text (react-toastify renders them in role=alert). */
export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/** A form control by its visible label; required fields add an aria-hidden " *" to the label. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
