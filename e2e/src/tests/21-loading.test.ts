import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { listProducts } from '../lib/catalogue';
import { createCustomer } from '../lib/store';
import { signedInSession } from '../lib/shopper';

const FIRST_PAGE = 'sort=name&order=asc&limit=20';

const isListing = (url: URL) =>
  url.pathname === '/api/products' && url.searchParams.get('page') === '1';

async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor({ timeout: 10_000 });
  return (await cards.getByRole('heading').allTextContents()).map((name) => name.trim());
}

describe('the first screen of /products', () => {
  let browser: Browser;
  let session: Session;
  let expected: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signedInSession(browser, await createCustomer('Lou'));
    expected = (await listProducts(FIRST_PAGE)).products.map((p) => p.name);
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('shows its products while every other API request is held, asking for the listing once', async () => {
    const { page } = session;
    const listings: string[] = [];
    // Held unanswered until the products are on screen: nothing on the way may wait for them.
    const held: Route[] = [];
    await page.route('**/api/**', async (route) => {
      const url = new URL(route.request().url());
      if (!isListing(url)) return void held.push(route);
      listings.push(url.search);
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'commit' });
    await expect(cardNames(page)).resolves.toEqual(expected);
    // The session check and the rest were asked for and are still unanswered.
    expect(held.map((route) => new URL(route.request().url()).pathname)).toContain(
      '/api/auth/profile',
    );
    expect(listings).toHaveLength(1);
    const picture = page.getByTestId('product-card').first().getByRole('img').first();
    await expect(picture.getAttribute('fetchpriority')).resolves.toBe('high');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  });

  it('still shows them when the early requests fail', async () => {
    const { page } = session;
    let failedListing = false;
    await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
    await page.route('**/api/products?**', (route) => {
      // The first ask is the early script's; the storefront's own ask after it gets through.
      if (failedListing || !isListing(new URL(route.request().url()))) return route.continue();
      failedListing = true;
      return route.abort('connectionrefused');
    });
    await page.goto('/products');
    await expect(cardNames(page)).resolves.toEqual(expected);
    expect(failedListing).toBe(true);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
