import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { listProducts } from '../lib/catalogue';
import { createCustomer, type Customer } from '../lib/store';
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
  let customer: Customer;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Lou');
    session = await signedInSession(browser, customer);
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

  it("takes every script and style of a second visit from the cache, but the remote's entry", async () => {
    // A context of its own: request interception (the tests above) turns the HTTP cache off.
    const { context, page } = await signedInSession(browser, customer);
    await page.goto('/products');
    await cardNames(page);
    const cdp = await page.context().newCDPSession(page);
    const fetched = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!response.fromDiskCache && !response.fromPrefetchCache && response.status !== 304)
        fetched.set(requestId, new URL(response.url).pathname);
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fetched.delete(requestId));
    await cdp.send('Network.enable');
    // Not straight from /products to /products: chromium takes that as a reload.
    await page.goto('about:blank');
    await page.goto('/products');
    await expect(cardNames(page)).resolves.toEqual(expected);
    await page.waitForLoadState('networkidle');
    await cdp.detach();
    // The build names them by content hash and they are served as immutable.
    const assets = [...fetched.values()].filter(
      (path) => /\.(js|css)$/.test(path) && !path.endsWith('/remoteEntry.js'),
    );
    expect(assets).toEqual([]);
    await context.close();
  });
});
