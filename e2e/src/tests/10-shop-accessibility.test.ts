import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { lowStockProduct, stripCategory } from '../lib/catalogue';
import { a11yViolations, phoneOverflow, type CheckedPage } from '../lib/page-checks';
import { createCustomer } from '../lib/store';
import { signedInSession } from '../lib/shopper';

const heading = (name?: string) => async (page: Page) => {
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
    .first()
    .waitFor();
};
const cards = async (page: Page) => {
  await page.getByTestId('product-card').first().waitFor();
};
const cartOpen: CheckedPage = {
  path: '/products',
  ready: async (page) => {
    await cards(page);
    await page
      .getByTestId('product-card')
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
  },
};

/** The header search's suggestions, open over the customer home. */
const suggestionsOpen: CheckedPage = {
  path: '/dashboard',
  ready: async (page) => {
    await cards(page);
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('milk');
    await page.getByRole('listbox', { name: 'Suggested products' }).waitFor();
  },
};

/** The header strip's More menu, open on the customer home. */
const moreOpen: CheckedPage = {
  path: '/dashboard',
  ready: async (page) => {
    await cards(page);
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('link', { name: 'Pet Supplies' }).waitFor();
  },
};

/** The products listing in list view (the view is remembered for the next visit). */
const listView: CheckedPage = {
  path: '/products?sale=true',
  ready: async (page) => {
    await cards(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.locator('.gs-product-card--list').first().waitFor();
  },
};

describe('accessibility and phone layout of the shop pages', () => {
  let browser: Browser;
  const sessions: Session[] = [];
  let desktop: Page;
  let phone: Page;
  const pages: CheckedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const customer = await createCustomer('Emery');
    for (const width of [1280, 360]) {
      sessions.push(await signedInSession(browser, customer, { width }));
    }
    [desktop, phone] = sessions.map((s) => s.page) as [Page, Page];
    const category = await stripCategory();
    const product = await lowStockProduct();
    pages.push(
      { path: '/dashboard', ready: cards },
      { path: '/products', ready: cards },
      { path: `/products?category=${category.id}`, ready: cards },
      { path: '/products?search=bananna', ready: cards },
      { path: '/products?search=zzzzqx', ready: cards },
      { path: `/products/${product.id}`, ready: heading(product.name) },
      { path: '/categories', ready: heading() },
      { path: '/wishlist', ready: heading('My Wishlist') },
      { path: '/products?category=not-a-category', ready: heading('Category Not Found') },
      suggestionsOpen,
      moreOpen,
      listView,
    );
  });
  afterAll(async () => {
    for (const session of sessions) await session.context.close();
    await browser?.close();
  });

  it('has no serious or critical axe violation on any shop page', async () => {
    const found: string[] = [];
    for (const target of pages) {
      for (const violation of await a11yViolations(desktop, target))
        found.push(`${target.path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });

  it('does not scroll sideways at 360 px on any shop page', async () => {
    const wide: string[] = [];
    for (const target of pages) {
      const overflow = await phoneOverflow(phone, target);
      if (overflow > 0) wide.push(`${target.path} is ${overflow}px too wide`);
    }
    expect(wide).toEqual([]);
  });

  it('shows the search box on a 360 px phone, below the logo, cart and menu, and searches', async () => {
    await phone.goto('/dashboard');
    await cards(phone);
    const search = phone.getByRole('combobox', { name: 'Search products' });
    expect(await search.count()).toBe(1);
    const box = await search.boundingBox();
    const cart = await phone.getByRole('button', { name: /^Cart, / }).boundingBox();
    const menu = await phone.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect(box && cart && menu).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(cart!.y + cart!.height);
    expect(menu!.y).toBe(cart!.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // Narrower phones keep every header control apart: the wordmark gives way, not the buttons.
    const home = phone.getByRole('link', { name: 'Grocery Store home' });
    const wishlist = phone.getByRole('link', { name: /^Wishlist, / });
    for (const width of [320, 360]) {
      await phone.setViewportSize({ width, height: 900 });
      // The link's content, which may overflow its box, must end before the wishlist button.
      const logoEnd = await home.evaluate((el) => el.getBoundingClientRect().left + el.scrollWidth);
      expect(logoEnd).toBeLessThanOrEqual((await wishlist.boundingBox())!.x);
    }
    await search.fill('milk');
    await search.press('Enter');
    await phone.getByRole('heading', { name: 'Search results for "milk"', level: 1 }).waitFor();
  });

  it('keeps the open cart drawer accessible and within a 360 px screen', async () => {
    expect(await a11yViolations(desktop, cartOpen)).toEqual([]);
    expect(await phoneOverflow(phone, cartOpen)).toBeLessThanOrEqual(0);
  });
});
