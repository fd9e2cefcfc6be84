import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { adminSession, loginStatus, placeOrder, registerManager, totalOf } from '../lib/admin';
import { launchBrowser, type Session } from '../lib/browser';
import { createProduct, wellStockedProduct } from '../lib/catalogue';
import { screenshot } from '../lib/checkout';
import { a11yViolations, phoneOverflow, type CheckedPage } from '../lib/page-checks';
import { adminToken, callApi, createCustomer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { field, toast } from '../lib/ui';

const tag = () => randomUUID().slice(0, 6).toUpperCase();
const region = (page: Page, name: string) => page.getByRole('region', { name });
const h1 = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name }).waitFor();
};

interface Named {
  id: string;
  name: string;
  stock: number;
}

async function namesOf(path: string, token: string): Promise<Named[]> {
  const { body } = await callApi<{ products: Named[] }>(path, { token });
  return body.data.products;
}

async function stockOf(id: string, token: string): Promise<number> {
  const { body } = await callApi<{ product: Named }>(`/products/${id}?includeHidden=true`, {
    token,
  });
  return body.data.product.stock;
}

describe('admin operations', () => {
  let browser: Browser;
  let token: string;
  let desktop: Session;
  let phone: Session;
  let orderId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
    desktop = await adminSession(browser);
    phone = await adminSession(browser, 360);
  });
  afterAll(async () => {
    await desktop?.context.close();
    await phone?.context.close();
    await browser?.close();
  });

  it("shows the dashboard's counters and panels as the server counts them", async () => {
    const manager = await registerManager('Quinn');
    const scarce = await createProduct(token, {
      name: `E2E Scarce ${tag()}`,
      price: 2.5,
      stock: 0,
    });
    const expected: [string, number][] = [
      ['Total Products', await totalOf('/products?includeHidden=true&limit=1', token)],
      ['Categories', await totalOf('/categories?includeHidden=true&limit=1', token)],
      ['Pending Requests', await totalOf('/requests?status=pending&limit=1', token)],
      ['Low Stock Items', await totalOf('/products/low-stock?limit=1', token)],
    ];
    const { page } = desktop;
    await page.goto('/admin/dashboard');
    await page.getByText('Welcome back, Ada Admin!').waitFor();
    for (const [label, value] of expected) {
      await page.getByRole('link', { name: `${value.toLocaleString('en-US')} ${label}` }).waitFor();
    }

    const pending = region(page, 'Pending Requests');
    await pending.getByText(manager.name, { exact: false }).waitFor();
    expect(await pending.getByText('PENDING', { exact: true }).count()).toBe(
      Math.min(5, expected[2]![1]),
    );
    const low = await namesOf('/products/low-stock?limit=5', token);
    const lowPanel = region(page, 'Low Stock Alert');
    await lowPanel.getByRole('button', { name: `Restock ${low[0]!.name}` }).waitFor();
    expect(await lowPanel.getByRole('button', { name: /^Restock / }).count()).toBe(low.length);
    const recent = await namesOf(
      '/products?includeHidden=true&limit=8&sort=createdAt&order=desc',
      token,
    );
    expect(recent[0]?.name).toBe(scarce.name);
    const recentPanel = region(page, 'Recent Products');
    await recentPanel.getByText(scarce.name).waitFor();
    expect(await recentPanel.getByRole('listitem').count()).toBe(recent.length);
    await region(page, 'Sales').getByText('Orders today').waitFor();
    // The quick actions fill their panel's row as tiles of one height, labels on one line.
    const actions = region(page, 'Quick Actions');
    const row = await actions.getByRole('list').boundingBox();
    const tiles = await actions
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(tiles).toHaveLength(4);
    expect(new Set(tiles.map((tile) => Math.round(tile.height))).size).toBe(1);
    expect(tiles[0]!.height).toBeLessThan(60);
    expect(Math.abs(tiles[3]!.right - (row!.x + row!.width))).toBeLessThanOrEqual(1);
    await screenshot(page, 'admin-dashboard');
  });

  it('restocks a low-stock product from the Low Stock Alert', async () => {
    const [first] = await namesOf('/products/low-stock?limit=5', token);
    const before = await stockOf(first!.id, token);
    const { page } = desktop;
    await page.goto('/admin/dashboard');
    await region(page, 'Low Stock Alert')
      .getByRole('button', { name: `Restock ${first!.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Restock ${first!.name}` });
    await dialog.getByLabel(/Units to add/).fill('20');
    await dialog.getByText(`Stock after restock: ${before + 20}`).waitFor();
    await dialog.getByRole('button', { name: 'Restock' }).click();
    await toast(page, 'Stock updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await stockOf(first!.id, token)).toBe(before + 20);
  });

  it('creates, edits and deletes a category, and shows why one with products stays', async () => {
    const { page } = desktop;
    const name = `E2E Herbs ${tag()}`;
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByText('Category name is required').waitFor();
    await field(page, 'Category name').fill(name);
    await field(page, 'Description').fill('Basil, mint and parsley');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await toast(page, 'Category created successfully!').waitFor();
    const cards = page.getByRole('list', { name: 'Categories' }).getByRole('heading', { level: 2 });
    await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await cards.first().textContent()).toBe(name);
    await screenshot(page, 'admin-categories');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await field(page, 'Category name').fill(`${name} Fresh`);
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await toast(page, 'Category updated successfully!').waitFor();
    await page.getByRole('heading', { level: 2, name: `${name} Fresh` }).waitFor();

    await page.getByRole('button', { name: `Delete ${name} Fresh` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this category?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Category deleted successfully!').waitFor();
    await page
      .getByRole('heading', { level: 2, name: `${name} Fresh` })
      .waitFor({ state: 'detached' });

    // A category with a subcategory inside: the server refuses, the dialog says why.
    const parent = await callApi<{ category: { id: string; name: string } }>('/categories', {
      token,
      body: { name: `E2E Pantry ${tag()}` },
    });
    const full = parent.body.data.category;
    await callApi('/categories', {
      token,
      body: { name: `E2E Spices ${tag()}`, parentId: full.id },
    });
    const { status, body } = await callApi(`/categories/${full.id}`, { method: 'DELETE', token });
    expect(status).toBe(409);
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: `Delete ${full.name}` }).click();
    const refused = page.getByRole('alertdialog');
    await refused.getByRole('button', { name: 'Delete' }).click();
    await refused.getByRole('alert').getByText(body.message!).waitFor();
    await refused.getByRole('button', { name: 'Cancel' }).click();
  });

  it('approves one store manager request and rejects another with a reason', async () => {
    const approve = await registerManager('Avery');
    const reject = await registerManager('Blake');
    expect(await loginStatus(approve.email)).not.toBe(200);
    const { page } = desktop;
    await page.goto('/admin/requests?status=pending');
    const item = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

    await item(approve.name).getByRole('button', { name: 'Show Details' }).click();
    await item(approve.name).getByText(approve.storeName).waitFor();
    await screenshot(page, 'admin-requests');
    await item(approve.name)
      .getByRole('button', { name: `Approve request: ${approve.name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Request approved successfully!').waitFor();
    await item(approve.name).waitFor({ state: 'detached' });
    expect(await loginStatus(approve.email)).toBe(200);

    await item(reject.name)
      .getByRole('button', { name: `Reject request: ${reject.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject request' });
    await dialog.getByLabel('Reason (optional)').fill('We are not opening new stores yet');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Request rejected successfully!').waitFor();
    await item(reject.name).waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
    await item(reject.name).getByRole('button', { name: 'Show Details' }).click();
    await item(reject.name).getByText('We are not opening new stores yet').waitFor();
    expect(await loginStatus(reject.email)).not.toBe(200);
  });

  it('fulfils an order to delivered, and the customer sees it', async () => {
    const customer = await createCustomer('Riley');
    const product = await wellStockedProduct();
    const order = await placeOrder(customer, product.id, 2);
    orderId = order.id;
    const { page } = desktop;
    await page.goto('/admin/orders');
    await page
      .getByRole('searchbox', { name: 'Order number, customer name or email' })
      .fill(customer.email);
    await page
      .getByRole('search', { name: 'Filter orders' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.getByRole('link', { name: order.orderNumber }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
    await region(page, 'Customer and delivery').getByText(customer.email).first().waitFor();
    for (const [label, status] of [
      ['Confirmed', 'confirmed'],
      ['Processing', 'processing'],
      ['Shipped', 'shipped'],
      ['Delivered', 'delivered'],
    ]) {
      await page.getByRole('button', { name: `Mark as ${label}` }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: `Mark as ${label}` })
        .click();
      await toast(page, `Order marked as ${status}`).waitFor();
    }
    expect(await page.getByRole('button', { name: /^Mark as / }).count()).toBe(0);
    expect(await region(page, 'Status history').getByRole('listitem').count()).toBe(5);
    await screenshot(page, 'admin-order');

    const shopper = await signedInSession(browser, customer);
    await shopper.page.goto(`/orders/${order.id}`);
    await shopper.page
      .getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })
      .waitFor();
    await shopper.page.getByText('Delivered').first().waitFor();
    await shopper.context.close();
  });

  it('keeps every admin page accessible and within a 360 px screen', async () => {
    const pages: CheckedPage[] = [
      {
        path: '/admin/dashboard',
        ready: async (p) => void (await region(p, 'Daily Revenue').waitFor()),
      },
      { path: '/admin/categories', ready: h1('Category Management') },
      { path: '/admin/requests', ready: h1('Requests Management') },
      {
        path: '/admin/orders',
        ready: async (p) => void (await p.getByRole('list', { name: 'Orders' }).waitFor()),
      },
      { path: `/admin/orders/${orderId}`, ready: h1(/^Order ORD-/) },
      { path: '/admin/products', ready: h1('Product Management') },
      { path: '/dashboard', ready: h1('Store Dashboard') },
    ];
    const found: string[] = [];
    const wide: string[] = [];
    for (const target of pages) {
      for (const violation of await a11yViolations(desktop.page, target))
        found.push(`${target.path}: ${violation}`);
      await screenshot(desktop.page, `page${target.path.replace(/\//g, '-')}`);
      const overflow = await phoneOverflow(phone.page, target);
      if (overflow > 0) wide.push(`${target.path} is ${overflow}px too wide`);
      await screenshot(phone.page, `page${target.path.replace(/\//g, '-')}`);
    }
    expect(found).toEqual([]);
    expect(wide).toEqual([]);
  });
});
