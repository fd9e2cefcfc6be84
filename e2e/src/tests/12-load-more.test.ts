import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { listProducts } from '../lib/catalogue';
import { createCustomer } from '../lib/store';
import { signedInSession } from '../lib/shopper';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// A long listing is read a page at a time: 'Load more' must hand the keyboard on to what it
// added, and a product opened far down must lead Back to the same place, every page still there.
describe('"Load more" on /products', () => {
  let browser: Browser;
  let session: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signedInSession(browser, await createCustomer('Lou'));
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('moves focus to the first product it adds', async () => {
    const { page } = session;
    const { products, total } = await listProducts('sort=name&order=asc&limit=40');
    expect(total).toBeGreaterThan(60);
    await page.goto('/products?sort=name&order=asc');
    const cards = page.getByTestId('product-card');
    await cards.nth(19).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await cards.nth(39).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Showing 40 of ${total} products` })
      .waitFor();
    expect((await page.locator(':focus').textContent())?.trim()).toBe(products[20]!.name);
  });

  it('comes Back from a product to the same place and card, with every page it had loaded', async () => {
    const { page } = session;
    const cards = page.getByTestId('product-card');
    await page.getByRole('button', { name: 'Load more' }).click();
    await cards.nth(59).waitFor();
    const target = cards.nth(45);
    await target.scrollIntoViewIfNeeded();
    const name = (await target.getByRole('heading').textContent())!.trim();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1000);

    await target.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, left);
    expect(await cards.count()).toBe(60);
    // The keyboard is back on the card the shopper left from.
    expect((await page.locator(':focus').textContent())?.trim()).toBe(name);
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
});
