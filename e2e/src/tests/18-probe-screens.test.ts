import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import { addFromCard, openCart } from '../lib/cart';
import { wellStockedProduct } from '../lib/catalogue';
import { screenshot } from '../lib/checkout';
import { createCustomer, ensureInitialized } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { toast } from '../lib/ui';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not laid out');
  return box;
}

/** Waits for the toasts to finish sliding in: their place is judged where they come to rest. */
const toastsSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.Toastify__toast[class*="-enter"]'));

/** The accessible text of whatever has focus, and its tag. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName.toLowerCase(),
    text: document.activeElement?.textContent?.trim(),
  }));

// Screens of issue 37 that only a real browser can judge: where toasts land, where focus and
// scrolling go after a move.
describe('screens (issue 37)', () => {
  let browser: Browser;
  const sessions: Session[] = [];
  const track = (session: Session) => {
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    await ensureInitialized();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
  });

  it('keeps the "added to cart" toast off the open cart drawer at 1280 px', async () => {
    const product = await wellStockedProduct();
    const { page } = track(await signedInSession(browser, await createCustomer('Toby')));
    await addFromCard(page, product);
    const added = toast(page, `${product.name} added to cart!`);
    await added.waitFor();
    const drawer = await openCart(page);
    const firstLine = drawer.getByRole('listitem').first();
    await firstLine.waitFor();
    await toastsSettled(page);
    expect(overlaps(await boxOf(added), await boxOf(firstLine))).toBe(false);
    expect(overlaps(await boxOf(added), await boxOf(drawer))).toBe(false);
    await screenshot(page, 'probe-toast-drawer');
  });

  it('shows toasts at the top on a 360 px phone, below the header', async () => {
    const product = await wellStockedProduct();
    const { page } = track(
      await signedInSession(browser, await createCustomer('Pia'), { width: 360 }),
    );
    await addFromCard(page, product);
    const added = toast(page, `${product.name} added to cart!`);
    await added.waitFor();
    await toastsSettled(page);
    const box = await boxOf(added);
    const header = await boxOf(page.locator('header.shell-header'));
    const height = page.viewportSize()!.height;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThan(height / 2);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'probe-toast-phone');
  });

  it('focuses the email field on login and the new page heading after a move', async () => {
    const { page } = track(await openSession(browser));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toEqual({ tag: 'h1', text: 'Forgot your password?' });
  });

  it('opens a new header search at the top of its results', async () => {
    const { page } = track(await signedInSession(browser, await createCustomer('Sam')));
    await page.goto('/products');
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 500);
    const search = page.getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('apple');
    await search.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Search results for "apple"' });
    await heading.waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await heading.isVisible()).toBe(true);
    const box = await boxOf(heading);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
  });
});
