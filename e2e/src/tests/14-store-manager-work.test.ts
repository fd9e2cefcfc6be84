import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { adminSession } from '../lib/admin';
import { baseUrl, launchBrowser, openSession, type Session } from '../lib/browser';
import { screenshot } from '../lib/checkout';
import {
  decideInQueue,
  dialogShot,
  managerSession,
  registerManagerThroughUi,
  TINY_PNG,
  tokenOf,
} from '../lib/manager';
import {
  horizontalOverflow,
  innerOverflow,
  pictureFits,
  seriousA11yViolations,
} from '../lib/checks';
import { a11yViolations, phoneOverflow, type CheckedPage } from '../lib/page-checks';
import { signedInSession } from '../lib/shopper';
import { adminToken, callApi, createCustomer, PASSWORD, uniqueEmail } from '../lib/store';
import { expectPath, field, loginThroughUi, logoutThroughUi, submitLogin, toast } from '../lib/ui';

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const PENDING_LOGIN = 'Your account is pending approval by an administrator.';
const REVIEW_NOTICE = 'Category request submitted! An administrator will review it.';
const h1 = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor();
};
const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

interface ApiProduct {
  id: string;
  name: string;
  images: string[];
  addedBy: string | null;
}

describe('store manager work', () => {
  let browser: Browser;
  let admin: Session;
  const manager = { first: `Morgan${tag().toLowerCase()}`, email: uniqueEmail('morgan') };
  const managerName = `${manager.first} Manager`;
  const category = `E2E Teas ${tag()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession(browser);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('registers, is refused until approved in /admin/requests, then adds a product with a picture', async () => {
    const { context, page } = await openSession(browser);
    await registerManagerThroughUi(page, manager.first, manager.email);
    await submitLogin(page, manager.email, PASSWORD);
    await toast(page, PENDING_LOGIN).waitFor();
    await expectPath(page, '/login');

    await decideInQueue(admin.page, managerName, 'approve');

    await loginThroughUi(page, manager.email, PASSWORD);
    await expectPath(page, '/manager/dashboard');
    await h1('Store Dashboard')(page);
    await page.getByRole('link', { name: 'Manage Products' }).click();
    await expectPath(page, '/manager/products');
    await h1('Product Management')(page);
    // Products it did not add (the demo catalogue) are not its to edit.
    await page.getByTestId('managed-product').first().waitFor();
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    // The packshots show whole and clear of the card's edges, as the shop's cards show them.
    await page
      .getByTestId('managed-product')
      .first()
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.decode());
    const pictures = await pictureFits(page.getByTestId('managed-product'));
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((p) => p.clipped || p.margin < 0.04)).toEqual([]);

    const name = `E2E Oolong ${tag()}`;
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText('Product name is required').waitFor();
    await dialog.getByText('Price is required').waitFor();
    await field(page, 'Product name').fill(name);
    expect(await field(page, 'SKU').inputValue()).toMatch(/^E2EOOLON$/);
    await field(page, 'Description').fill('Rolled oolong leaves with a honeyed finish.');
    await dialog.getByLabel(/^Category( \*)?$/).selectOption({ index: 1 });
    await field(page, 'Price ($)').fill('8.5');
    await field(page, 'Stock quantity').fill('30');
    await field(page, 'Maximum stock').fill('100');
    await dialog.getByLabel('Add picture files').setInputFiles({
      name: 'oolong.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await dialog.getByRole('img', { name: 'Picture 1' }).waitFor();
    expect(await field(page, 'Images').inputValue()).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    await dialogShot(page, 'manager-product-form');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product created successfully!').waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).waitFor();

    const token = await tokenOf(manager.email);
    const { body } = await callApi<{ products: ApiProduct[] }>(
      `/products?includeHidden=true&search=${encodeURIComponent(name)}`,
      { token },
    );
    const saved = body.data.products.find((p) => p.name === name)!;
    expect(saved.images).toHaveLength(1);
    const picture = await fetch(`${baseUrl()}${saved.images[0]}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    // Products to categories in one click, not back through the dashboard.
    const sections = page.getByRole('navigation', { name: 'Store manager' });
    const current = sections.getByRole('link', { name: 'Products' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await sections.getByRole('link', { name: 'Categories' }).click();
    await expectPath(page, '/manager/categories');
    await h1('Category Management')(page);
    expect(await current.getAttribute('aria-current')).toBeNull();
    expect(
      await sections.getByRole('link', { name: 'Categories' }).getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });

  it('requests a new category that the admin approves; a rejected update shows its reason', async () => {
    const { context, page } = await managerSession(browser, manager.email);
    await page.goto('/manager/categories');
    await page.getByRole('button', { name: 'Request New Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Category Request' });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Category name is required').waitFor();
    expect(await field(page, 'Request type').inputValue()).toBe('category_add_request');
    await field(page, 'Category name').fill(category);
    await field(page, 'Description').fill('Green, black and herbal teas');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, REVIEW_NOTICE).waitFor();
    await page.getByRole('tab', { name: 'My Requests (1)' }).click();
    await page.getByTestId('my-request').getByText('Pending').waitFor();

    await decideInQueue(admin.page, category, 'approve');

    await page.reload();
    await card(page, category).waitFor();
    await card(page, category)
      .getByRole('button', { name: `Request Update of ${category}` })
      .click();
    const update = page.getByRole('dialog', { name: 'Update Category' });
    expect(await field(page, 'Category name').inputValue()).toBe(category);
    await field(page, 'Category name').fill(`${category} and Tisanes`);
    await update.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, REVIEW_NOTICE).waitFor();
    const pending = card(page, category).getByRole('button', { name: 'Request Pending' });
    await pending.first().waitFor();
    expect(await pending.count()).toBe(2);
    expect(await pending.first().isDisabled()).toBe(true);
    await screenshot(page, 'manager-categories');

    await decideInQueue(admin.page, `${category} and Tisanes`, {
      reject: 'Keep tisanes in their own category',
    });
    await page.reload();
    await card(page, category)
      .getByText(/Keep tisanes in their own category/)
      .waitFor();
    await page.getByRole('tab', { name: 'My Requests (2)' }).click();
    await page.getByText('Rejection reason:').waitFor();
    await screenshot(page, 'manager-my-requests');
    await context.close();
  });

  it('lets a customer ask to become a store manager and reach the portal once approved', async () => {
    const customer = await createCustomer(`Riley${tag().toLowerCase()}`);
    const { context, page } = await signedInSession(browser, customer);
    await page
      .getByRole('navigation', { name: 'Account and cart' })
      .getByRole('link', { name: 'Become a store manager' })
      .click();
    await h1('My Requests')(page);
    await page.getByRole('button', { name: 'New Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Store Manager' });
    await field(page, 'Reason').fill('Short');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Reason must be at least 10 characters').waitFor();
    await field(page, 'Reason').fill('I ran the produce aisle of a supermarket for six years.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Request submitted successfully!').waitFor();
    await page.getByTestId('request').getByText('Pending').waitFor();
    expect(await page.getByRole('button', { name: 'New Request' }).isDisabled()).toBe(true);
    await screenshot(page, 'customer-requests');

    const token = await tokenOf(customer.email);
    const mine = await callApi<{ requests: { id: string }[] }>('/requests/my-requests', { token });
    const approved = await callApi(`/requests/${mine.body.data.requests[0]!.id}/approve`, {
      method: 'PATCH',
      token: await adminToken(),
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);

    // The role changes on the server; the session in this browser still says customer until
    // the customer signs in again.
    const after = await callApi<{ requests: { status: string }[] }>('/requests/my-requests', {
      token,
    });
    expect(after.body.data.requests[0]?.status).toBe('approved');
    await logoutThroughUi(page);
    await loginThroughUi(page, customer.email, customer.password);
    // Login returns to the page the session was last on (/requests, customers only), which
    // sends a store manager to /dashboard: the manager portal's dashboard either way.
    await expectPath(page, /^\/(manager\/)?dashboard$/);
    await h1('Store Dashboard')(page);
    await page.getByText('Store Manager', { exact: true }).waitFor();
    await context.close();
  });

  it('has no serious axe violations and no sideways scroll at 360 px on the new pages', async () => {
    const customer = await createCustomer('Jordan');
    // A tab strip can scroll inside itself while the page does not: checked on its own.
    const pages: [Session, Session, (CheckedPage & { tablist?: string })[]][] = [
      [
        await managerSession(browser, manager.email),
        await managerSession(browser, manager.email, 360),
        [
          { path: '/manager/dashboard', ready: h1('Store Dashboard') },
          { path: '/manager/products', ready: h1('Product Management') },
          {
            path: '/manager/categories',
            ready: h1('Category Management'),
            tablist: 'Categories and requests',
          },
        ],
      ],
      [
        await signedInSession(browser, customer),
        await signedInSession(browser, customer, { width: 360 }),
        [{ path: '/requests', ready: h1('My Requests') }],
      ],
    ];
    for (const [desktop, phone, targets] of pages) {
      for (const target of targets) {
        expect({ path: target.path, axe: await a11yViolations(desktop.page, target) }).toEqual({
          path: target.path,
          axe: [],
        });
        await screenshot(desktop.page, `page${target.path.replace(/\//g, '-')}`);
        const overflow = Math.max(0, await phoneOverflow(phone.page, target));
        const tabs = target.tablist
          ? await innerOverflow(phone.page.getByRole('tablist', { name: target.tablist }))
          : 0;
        expect({ path: target.path, overflow, tabs }).toEqual({
          path: target.path,
          overflow: 0,
          tabs: 0,
        });
        await screenshot(phone.page, `page${target.path.replace(/\//g, '-')}`);
      }
      await desktop.context.close();
      await phone.context.close();
    }
  });
  it('keeps the product and category request forms accessible and within 360 px', async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await managerSession(browser, manager.email, width);
      await page.goto('/manager/products');
      await page.getByRole('button', { name: 'Add New Product' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Product' });
      await form.getByRole('button', { name: 'Advanced Settings' }).click();
      await form.getByText('Featured on the home page').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(Math.max(0, await horizontalOverflow(page))).toBe(0);
      await dialogShot(page, 'manager-product-form-open');

      await page.goto('/manager/categories');
      await card(page, category)
        .getByRole('button', { name: `Request Delete of ${category}` })
        .click();
      const request = page.getByRole('dialog', { name: 'Delete Category' });
      await request
        .getByText(`Are you sure you want to request deletion of "${category}"?`)
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(Math.max(0, await horizontalOverflow(page))).toBe(0);
      await dialogShot(page, 'manager-delete-request');
      await context.close();
    }
  });
});
