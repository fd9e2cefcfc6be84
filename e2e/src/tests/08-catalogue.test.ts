import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { type ApiCategory, type ApiProduct, listProducts, stripCategory } from '../lib/catalogue';
import { callApi, createCustomer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { expectPath } from '../lib/ui';

/** Names on the product cards, in the order shown. */
async function cardNames(page: Page): Promise<string[]> {
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor();
  return (await cards.getByRole('heading').allTextContents()).map((name) => name.trim());
}

describe('browsing the catalogue', () => {
  let browser: Browser;
  let session: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signedInSession(browser, await createCustomer('Sam'));
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('opens a category from the header strip and lists its products', async () => {
    const { page } = session;
    const category = await stripCategory();
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: category.name, exact: true })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('category') === category.id,
    );
    await page.getByRole('heading', { name: category.name, level: 1 }).waitFor();

    const expected = await listProducts(`category=${category.id}&sort=name&order=asc&limit=20`);
    await page
      .getByText(expected.total === 1 ? '1 product' : `${expected.total} products`, { exact: true })
      .waitFor();
    expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
  });

  it('sorts by price, lowest first, as the API orders them', async () => {
    const { page } = session;
    const category = await stripCategory();
    await page.goto(`/products?category=${category.id}`);
    await cardNames(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'price' && url.searchParams.get('order') === 'asc',
    );

    const expected = await listProducts(`category=${category.id}&sort=price&order=asc&limit=20`);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('heading', { name: expected.products[0]!.name })
      .waitFor();
    expect(await cardNames(page)).toEqual(expected.products.map((p) => p.name));
  });

  it('finds bananas when the shopper types "bananna" in the header search', async () => {
    const { page } = session;
    await page.getByRole('combobox', { name: 'Search products' }).fill('bananna');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('search') === 'bananna',
    );
    await page.getByRole('heading', { name: 'Search results for "bananna"', level: 1 }).waitFor();
    // The typo is named, so a shopper knows why bananas are shown.
    await page.getByText('Showing results for "banana"').waitFor();
    const names = await cardNames(page);
    expect(names.some((name) => /banana/i.test(name))).toBe(true);
    // A search is listed best match first: the API's order when no sort is asked for.
    const sortBy = page.getByLabel('Sort by');
    expect(await sortBy.locator('option:checked').textContent()).toBe('Best match');
    const ranked = await listProducts('search=bananna&limit=20');
    expect(names).toEqual(ranked.products.map((p) => p.name));
    expect(ranked.products[0]!.name).toMatch(/banana/i);
  });

  it('offers categories and popular products when a search finds nothing, and opens a category', async () => {
    const { page } = session;
    await page.goto('/products?search=zzzzqx');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page
      .getByText('Nothing matches "zzzzqx". Check the spelling, or browse a category.')
      .waitFor();
    const chips = page.getByRole('list', { name: 'Browse a category' });
    await chips.waitFor();
    const { body } = await callApi<{ categories: ApiCategory[] }>('/categories?root=true&limit=8');
    const offered = body.data.categories.filter((c) => c.productCount > 0);
    expect(offered.length).toBeGreaterThan(0);
    expect(
      await chips
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(offered.map((c) => `/products?category=${c.id}`));
    const popular = page.getByRole('list', { name: 'Popular right now' });
    // The shelf's rule: in stock and not expired (an expired product is never sold).
    const sellable = (p: ApiProduct) =>
      p.stock > 0 && !(p.expiryDate && new Date(p.expiryDate).getTime() < Date.now());
    const featured = (await listProducts('featured=true&limit=8')).products.filter(sellable);
    expect((await popular.getByRole('heading').allTextContents()).map((n) => n.trim())).toEqual(
      featured.slice(0, 4).map((p) => p.name),
    );

    await chips.getByRole('link').first().click();
    await page.waitForURL((url) => url.searchParams.get('category') === offered[0]!.id);
    await page.getByRole('heading', { name: offered[0]!.name, level: 1 }).waitFor();
    await cardNames(page);
  });

  it('suggests products while the shopper types, and opens the one chosen with the keyboard', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('bananna', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggested products' });
    await list.waitFor();
    const expected = (await listProducts('search=bananna&limit=6')).products;
    expect(expected[0]!.name).toMatch(/banana/i);
    const options = list.getByRole('option');
    await options.nth(expected.length - 1).waitFor();
    expect((await options.allTextContents()).map((text) => text.replace(/\$[\d.]+$/, ''))).toEqual(
      expected.map((p) => p.name),
    );
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await options.first().getAttribute('id'),
    );
    await box.press('Enter');
    await expectPath(page, `/products/${expected[0]!.id}`);
    await page.getByRole('heading', { name: expected[0]!.name, level: 1 }).waitFor();
    expect(await list.count()).toBe(0);
  });

  it('opens a product from its card', async () => {
    const { page } = session;
    const [first] = (await listProducts('sort=name&order=asc&limit=20')).products;
    await page.goto('/products');
    await page
      .getByTestId('product-card')
      .getByRole('link', { name: first!.name, exact: true })
      .click();
    await expectPath(page, `/products/${first!.id}`);
    await page.getByRole('heading', { name: first!.name, level: 1 }).waitFor();
  });

  it("shows more of the product's category under it, and opens one of them", async () => {
    const { page } = session;
    const [product] = (await listProducts(`category=${(await stripCategory()).id}`)).products;
    const category = product!.category!;
    const newest = (await listProducts(`category=${category.id}&limit=12`)).products;
    /** What the shelf under a product shows: the others, in stock first, four at most. */
    const shelfOf = (id: string) =>
      newest
        .filter((p) => p.id !== id)
        .sort((a, b) => Number(a.stock === 0) - Number(b.stock === 0))
        .slice(0, 4)
        .map((p) => p.name);
    const shelfNames = async () => {
      const shelf = page.getByRole('list', { name: `More from ${category.name}` });
      await shelf.getByTestId('product-card').first().waitFor();
      return (await shelf.getByRole('heading').allTextContents()).map((n) => n.trim());
    };

    await page.goto(`/products/${product!.id}`);
    const shown = await shelfNames();
    expect(shown).toEqual(shelfOf(product!.id));

    const next = newest.find((p) => p.name === shown[0])!;
    await page
      .getByRole('list', { name: `More from ${category.name}` })
      .getByRole('link', { name: next.name, exact: true })
      .click();
    await expectPath(page, `/products/${next.id}`);
    await page.getByRole('heading', { name: next.name, level: 1 }).waitFor();
    expect(await shelfNames()).toEqual(shelfOf(next.id));
  });

  it('shows Product Not Found for an unknown product', async () => {
    const { page } = session;
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expectPath(page, '/products');
  });
});
