import type { Browser } from 'playwright-core';
import { launchBrowser, openSession } from '../lib/browser';
import { createCustomer, ensureInitialized } from '../lib/store';
import { expectPath, submitLogin } from '../lib/ui';

describe('route guards of an initialised store', () => {
  let browser: Browser;

  beforeAll(async () => {
    await ensureInitialized();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['/products', '/login'],
    ['/profile', '/login'],
    ['/dashboard', '/login'],
    ['/admin/dashboard', '/login'],
    ['/initialize', '/login'],
    ['/no-such-page', '/'],
  ])('a visitor who is not logged in opening %s lands on %s', async (from, to) => {
    const { context, page } = await openSession(browser);
    await page.goto(from);
    await expectPath(page, to);
    await context.close();
  });

  it('after login the asked-for page is shown, and public or foreign pages lead to the dashboard', async () => {
    const customer = await createCustomer('Gwen');
    const { context, page } = await openSession(browser);
    await page.goto('/profile');
    await expectPath(page, '/login');
    await submitLogin(page, customer.email, customer.password);
    await expectPath(page, '/profile');
    await page.getByRole('heading', { name: 'Gwen Shopper', level: 1 }).waitFor();

    for (const from of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/admin/products',
      '/manager/dashboard',
      '/no-such-page',
    ]) {
      await page.goto(from);
      await expectPath(page, '/dashboard');
    }
    await context.close();
  });
});
