import type { Browser } from 'playwright-core';
import { launchBrowser, openSession } from '../lib/browser';
import { createCustomer } from '../lib/store';
import { expectPath, loginThroughUi } from '../lib/ui';

const PANEL_TITLE = 'This section could not be loaded';

describe('a remote whose files cannot be fetched', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an error panel with Retry inside the layout, and Retry loads it once it is back', async () => {
    const customer = await createCustomer('Blair');
    const { context, page } = await openSession(browser);
    await loginThroughUi(page, customer.email, customer.password);
    await expectPath(page, '/dashboard');

    await page.route('**/remotes/storefront/**', (route) => route.abort('connectionrefused'));
    await page.goto('/wishlist');
    const panel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: PANEL_TITLE }) });
    await panel.waitFor();

    // The shell around it keeps working: header, cart and the shell's own pages.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: /^Cart, / }).waitFor();
    await page.getByRole('link', { name: customer.firstName }).first().click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { name: 'Blair Shopper', level: 1 }).waitFor();

    await page.goBack();
    await expectPath(page, '/wishlist');
    await panel.waitFor();
    await page.unroute('**/remotes/storefront/**');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByRole('main')
      .getByRole('heading', { name: /wishlist/i, level: 1 })
      .waitFor();
    await expect(page.getByRole('heading', { name: PANEL_TITLE }).count()).resolves.toBe(0);
    await context.close();
  });
});
