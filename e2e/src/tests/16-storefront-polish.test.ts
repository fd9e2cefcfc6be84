import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import { addFromCard, openCart } from '../lib/cart';
import { listProducts, wellStockedProduct, type ApiCategory } from '../lib/catalogue';
import { callApi, createCustomer, ensureInitialized, PASSWORD, uniqueEmail } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { expectPath, field, loginThroughUi, submitLogin, toast } from '../lib/ui';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The widest right edge of anything shown in main, outside the scroll boxes meant to scroll. */
async function rightmostContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    let right = 0;
    for (const el of document.querySelectorAll('main *')) {
      if (el.closest('.gs-tabs__list')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) right = Math.max(right, box.right);
    }
    return right;
  });
}

/** Columns of a product grid as laid out, and how many cards it holds. */
async function shelfLayout(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true }).evaluate((list) => ({
    columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
    cards: list.children.length,
    names: [...list.querySelectorAll('h3')].map((h) => h.textContent),
  }));
}

describe('storefront polish (issue 33)', () => {
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

  it('shows the whole /style-test page at 360 px, nothing cut off at the right', async () => {
    const { page } = track(await openSession(browser, { width: 360 }));
    await page.goto('/style-test');
    await page.getByText(/products in the catalogue$/).waitFor();
    await page.getByRole('heading', { name: 'Design tokens' }).waitFor();
    expect(await rightmostContent(page)).toBeLessThanOrEqual(360);
  });

  it('keeps the sale ribbon clear of the wishlist heart in the list view at 360 px', async () => {
    const { page } = track(
      await signedInSession(browser, await createCustomer('Lane'), { width: 360 }),
    );
    await page.goto('/products?sale=true');
    await page.getByRole('button', { name: 'List view' }).click();
    const card = page.locator('.gs-product-card--list').first();
    const ribbon = await card.locator('.gs-product-card__ribbon').boundingBox();
    const heart = await card.getByRole('button', { name: /wishlist/i }).boundingBox();
    expect(ribbon && heart).toBeTruthy();
    expect(overlaps(ribbon!, heart!)).toBe(false);
  });

  it('keeps a login made without Remember me in a second tab of the same browser', async () => {
    const customer = await createCustomer('Tabby');
    const session = track(await signedInSession(browser, customer));
    const [product] = (await listProducts('limit=1')).products;
    const second = await session.context.newPage();
    await second.goto(`/products/${product!.id}`);
    await second.getByRole('heading', { name: product!.name, level: 1 }).waitFor();
    expect(new URL(second.url()).pathname).toBe(`/products/${product!.id}`);
    await second.getByRole('button', { name: 'Logout' }).waitFor();

    // Logging out in one tab ends the session in the other.
    await second.getByRole('button', { name: 'Logout' }).click();
    await expectPath(second, '/login');
    await session.page.goto('/orders');
    await expectPath(session.page, '/login');
  });

  it('still asks a fresh browser to log in', async () => {
    const { page } = track(await openSession(browser));
    await page.goto('/orders');
    await expectPath(page, '/login');
  });

  it('fills in the registered email on login and drops the green notice beside a later error', async () => {
    const { page } = track(await openSession(browser));
    const email = uniqueEmail('newbie');
    await page.goto('/register');
    await field(page, 'Account type').selectOption('customer');
    await field(page, 'First name').fill('Noa');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectPath(page, '/login');
    const notice = page
      .getByRole('main')
      .getByText('Registration successful! Please login to continue.');
    await notice.waitFor();
    expect(await field(page, 'Email').inputValue()).toBe(email);

    await field(page, 'Password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('main').getByRole('alert').waitFor();
    expect(await notice.count()).toBe(0);
    await submitLogin(page, email, PASSWORD);
    await expectPath(page, '/dashboard');
  });

  it('reaches every aisle: More lists the categories past the first 10, by keyboard', async () => {
    const { page } = track(await signedInSession(browser, await createCustomer('Kit')));
    const { body } = await callApi<{ categories: ApiCategory[] }>(
      '/categories?root=true&limit=100',
    );
    const rest = body.data.categories.slice(10);
    // Earlier files add aisles of their own; the demo's last three must be among the rest.
    expect(rest.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Personal Care', 'Pet Supplies', 'Snacks & Sweets']),
    );
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    const focused = (text: string) =>
      page.waitForFunction((t) => document.activeElement?.textContent?.trim() === t, text);
    await focused(rest[0]!.name);
    await page.keyboard.press('ArrowDown');
    await focused(rest[1]!.name);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: rest[1]!.name, level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe(rest[1]!.id);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await focused(rest[0]!.name);
    await page.keyboard.press('Escape');
    await focused('More');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a not-found state for a bad category id that leads to all products', async () => {
    const { page } = track(await signedInSession(browser, await createCustomer('Ari')));
    for (const id of ['not-a-category', '00000000-0000-4000-8000-000000000000']) {
      await page.goto(`/products?category=${id}`);
      await page.getByRole('heading', { name: 'Category Not Found', level: 1 }).waitFor();
      await page.getByText("The category you're looking for doesn't exist.").waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'View all products' }).click();
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
  });

  it('asks before Clear Cart and, with the demo schedule charging nothing, gives no free-delivery nudge', async () => {
    const { page } = track(await signedInSession(browser, await createCustomer('Drew')));
    const product = await wellStockedProduct();
    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    const drawer = await openCart(page);
    await drawer.getByText('Delivery is free on every order.').waitFor();
    expect(await drawer.getByText(/more for free delivery/).count()).toBe(0);
    expect(
      await drawer.getByRole('progressbar', { name: 'Progress to free delivery' }).count(),
    ).toBe(0);

    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear Cart' });
    await confirm.getByText('Are you sure you want to remove every item from your cart?').waitFor();
    await confirm.getByRole('button', { name: 'Keep Items' }).click();
    await drawer.getByRole('link', { name: product.name }).waitFor();
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await drawer.getByText('Your cart is empty!').waitFor();
  });

  it.each([1280, 360])(
    'shows toasts in the design font, clear of the header cart at %i px',
    async (width) => {
      const customer = await createCustomer('Rae');
      const { page } = track(await signedInSession(browser, customer, { width }));
      await addFromCard(page, await wellStockedProduct());
      const shown = page.locator('.Toastify__toast').first();
      await shown.waitFor();
      await page.waitForTimeout(800); // the toast's entrance animation
      const cart = await page.getByRole('button', { name: /^Cart, / }).boundingBox();
      const toastBox = await shown.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(cart!.y + cart!.height);
      const font = await shown.evaluate((el) => getComputedStyle(el).fontFamily);
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(font).toBe(bodyFont);
    },
  );

  it.each([1280, 360])(
    'lays out the home shelves in full rows at %i px, each product shown once',
    async (width) => {
      const { page } = track(
        await signedInSession(browser, await createCustomer('Sky'), { width }),
      );
      await page.getByRole('list', { name: 'Latest Products', exact: true }).waitFor();
      const shown: string[] = [];
      for (const name of ['Featured Products', 'On Sale', 'Latest Products']) {
        const shelf = await shelfLayout(page, name);
        expect(shelf.cards % shelf.columns).toBe(0);
        shown.push(...(shelf.names as string[]));
      }
      expect(new Set(shown).size).toBe(shown.length);
    },
  );

  it('subscribes to the newsletter from the landing page and says so', async () => {
    const { page } = track(await openSession(browser, { width: 360 }));
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Email address' });
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await box.fill('not-an-email');
    await subscribe.click();
    await page.getByText('Please provide a valid email address').waitFor();

    const email = uniqueEmail('deals');
    await box.fill(email);
    await subscribe.click();
    await page.getByText('Thanks for subscribing! Weekly deals are on their way.').waitFor();
    await box.fill(email.toUpperCase());
    await subscribe.click();
    await page.getByText('You are already subscribed.').waitFor();
  });

  it('signs in again in a tab after its other tab logged in (login page guard)', async () => {
    const customer = await createCustomer('Mo');
    const session = track(await openSession(browser));
    await loginThroughUi(session.page, customer.email, customer.password);
    await expectPath(session.page, '/dashboard');
    const second = await session.context.newPage();
    await second.goto('/login');
    await expectPath(second, '/dashboard');
  });
});
