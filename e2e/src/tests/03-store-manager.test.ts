import type { Browser } from 'playwright-core';
import { launchBrowser, openSession } from '../lib/browser';
import { ensureInitialized, PASSWORD, uniqueEmail } from '../lib/store';
import { expectPath, field, submitLogin, toast } from '../lib/ui';

const SUBMITTED =
  'Registration submitted! Your request has been sent to an administrator for approval.';
const PENDING = 'Your account is pending approval by an administrator.';

describe('store manager registration', () => {
  let browser: Browser;

  beforeAll(async () => {
    await ensureInitialized();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the store, waits for approval, and refuses to log in until then', async () => {
    const { context, page } = await openSession(browser);
    const email = uniqueEmail('morgan');
    await page.goto('/register');
    await expect(field(page, 'Store Name').count()).resolves.toBe(0);

    await field(page, 'Account type').selectOption('store_manager');
    await page
      .getByText(
        'Store manager accounts must be approved by an administrator before you can log in.',
      )
      .waitFor();
    await field(page, 'First name').fill('Morgan');
    await field(page, 'Email').fill(email);
    await field(page, 'Store Name').fill('Morgan Fresh Market');
    await field(page, 'Store Address').fill('400 Market Street, Springfield');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectPath(page, '/login');
    await toast(page, SUBMITTED).waitFor();

    await submitLogin(page, email, PASSWORD);
    await page.locator('form').getByRole('alert').filter({ hasText: PENDING }).waitFor();
    await toast(page, PENDING).waitFor();
    await expectPath(page, '/login');
    await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
    await context.close();
  });
});
