import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openSession, type Session } from './browser';
import { callApi, PASSWORD } from './store';
import { expectPath, field, loginThroughUi, toast } from './ui';

/** A 1x1 PNG: a real picture, small enough for any upload limit. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Registers a store manager through the register form; no session is stored. */
export async function registerManagerThroughUi(page: Page, firstName: string, email: string) {
  await page.goto('/register');
  await field(page, 'Account type').selectOption('store_manager');
  await field(page, 'First name').fill(firstName);
  await field(page, 'Last name').fill('Manager');
  await field(page, 'Email').fill(email);
  await field(page, 'Store Name').fill(`${firstName} Fresh Market`);
  await field(page, 'Store Address').fill('400 Market Street, Springfield');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/login');
}

/** A request in /admin/requests, found by the person or category it is about. */
export function queueItem(page: Page, subject: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
}

/** Approves (or rejects, with a reason) a pending request through the admin's queue. */
export async function decideInQueue(
  page: Page,
  subject: string,
  decision: { reject: string } | 'approve',
): Promise<void> {
  await page.goto('/admin/requests?status=pending');
  const item = queueItem(page, subject);
  if (decision === 'approve') {
    await item.getByRole('button', { name: `Approve request: ${subject}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Request approved successfully!').waitFor();
  } else {
    await item.getByRole('button', { name: `Reject request: ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject request' });
    await dialog.getByLabel('Reason (optional)').fill(decision.reject);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Request rejected successfully!').waitFor();
  }
  await item.waitFor({ state: 'detached' });
}

/** A fresh context signed in as an approved store manager, landed on its dashboard. */
export async function managerSession(browser: Browser, email: string, width = 1280) {
  const session: Session = await openSession(browser, { width });
  await loginThroughUi(session.page, email, PASSWORD);
  await expectPath(session.page, '/manager/dashboard');
  return session;
}

/** A bearer token for any account. */
export async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const res = await callApi<{ token: string }>('/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.body.message}`);
  return res.body.data.token;
}

/** Like checkout's screenshot, but of the viewport only: what a person sees of an open dialog. */
export async function dialogShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
}
