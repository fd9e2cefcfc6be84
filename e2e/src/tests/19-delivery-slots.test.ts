import type { Browser, Locator, Page } from 'playwright-core';
import { adminSession, placeOrder } from '../lib/admin';
import { launchBrowser, type Session } from '../lib/browser';
import { addFromCard } from '../lib/cart';
import { wellStockedProduct, type ApiProduct } from '../lib/catalogue';
import {
  TEST_CARDS,
  checkoutFromCart,
  chooseDeliverySlot,
  fillShippingAddress,
  payByCard,
  screenshot,
  type ShippingAddress,
} from '../lib/checkout';
import { horizontalOverflow, seriousA11yViolations } from '../lib/checks';
import { adminToken, callApi, createCustomer, type Customer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { expectPath, field, toast } from '../lib/ui';

const home: ShippingAddress = {
  firstName: 'Sam',
  lastName: 'Shopper',
  email: 'sam@example.com',
  phone: '555-123-4567',
  address: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

interface Slot {
  id: string;
  start: string;
  end: string;
  status: string;
}
type Schedule = Record<string, unknown> & { timeZone: string; capacity: number };

/** "10:00" and "Tue 2 Dec" of a slot instant, read from its store-time text as the screens do. */
const clock = (iso: string) => iso.slice(11, 16);
const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

async function saveSchedule(token: string, { timeZone: _zone, ...schedule }: Schedule) {
  const res = await callApi('/delivery/schedule', { method: 'PUT', token, body: schedule });
  if (res.status !== 200)
    throw new Error(`PUT schedule answered ${res.status}: ${res.body.message}`);
}

/** No serious axe finding at 1280 px, and no sideways scroll once the page is 360 px wide. */
async function expectCleanAtBothWidths(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 900 });
  try {
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, name);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

const slotSection = (page: Page) => page.getByRole('region', { name: 'Delivery Slot' });
const slotRadio = (scope: Locator, slot: Slot) =>
  scope.getByRole('radio', { name: new RegExp(`^${clock(slot.start)}–${clock(slot.end)},`) });

// One shopper books, pays and moves a slot; then the store fills one and the admin plans it.
describe('delivery slots', () => {
  let browser: Browser;
  let shopper: Session;
  let customer: Customer;
  let product: ApiProduct;
  let token: string;
  let original: Schedule;
  let full: { slot: Slot; orderNumber: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Sam');
    shopper = await signedInSession(browser, customer);
    product = await wellStockedProduct();
    token = await adminToken();
    const res = await callApi<{ schedule: Schedule }>('/delivery/schedule', { token });
    original = res.body.data.schedule;
  });
  afterAll(async () => {
    if (original) await saveSchedule(token, original);
    await shopper?.context.close();
    await browser?.close();
  });

  it('picks a slot, holds it while paying and shows it on the order', async () => {
    const { page } = shopper;
    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    await checkoutFromCart(page);
    await fillShippingAddress(page, home);
    await chooseDeliverySlot(page);
    const label = (await slotSection(page).getByRole('status').locator('strong').textContent())!;
    expect(label).toMatch(/^\w{3} \d{1,2} \w{3}, \d\d:\d\d-\d\d:\d\d$/);
    await expectCleanAtBothWidths(page, 'delivery-checkout');

    await payByCard(page, TEST_CARDS.visa);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order placed successfully!').waitFor();
    await expectPath(page, '/orders');
    await page
      .getByRole('link', { name: /^Order ORD-/ })
      .first()
      .click();
    await slotSection(page).getByText(label, { exact: true }).waitFor();
    await slotSection(page)
      .getByText(/^Can be changed until /)
      .waitFor();
    await expectCleanAtBothWidths(page, 'delivery-order');
  });

  it('moves the order to another slot from the order page', async () => {
    const { page } = shopper;
    const before = (await slotSection(page).locator('.sf-od__slot').textContent())!;
    await page.getByRole('button', { name: 'Change delivery slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery slot' });
    const current = dialog.getByRole('radio', { checked: true });
    expect(await current.getAttribute('aria-label')).toMatch(
      new RegExp(`^${before.slice(-11).replace('-', '–')},`),
    );
    const other = dialog.locator('input[type=radio]:not(:disabled):not(:checked)').first();
    const time = (await other.getAttribute('aria-label'))!.split(',')[0]!.replace('–', '-');
    await other.click();
    await dialog.getByRole('button', { name: 'Save slot' }).click();
    await toast(page, 'Delivery slot changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await slotSection(page)
      .getByText(new RegExp(`, ${time}$`))
      .waitFor();
    await page.reload();
    await slotSection(page)
      .getByText(new RegExp(`, ${time}$`))
      .waitFor();
  });

  it('shows a full slot at checkout but lets no one choose it', async () => {
    const { page } = shopper;
    await saveSchedule(token, { ...original, capacity: 1 });
    const open = await callApi<{ slots: Slot[] }>('/delivery/slots');
    const slot = open.body.data.slots.find((s) => s.status === 'available')!;
    const order = await placeOrder(customer, product.id, 1, slot.id);
    full = { slot, orderNumber: order.orderNumber };

    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    await checkoutFromCart(page);
    await slotSection(page)
      .getByRole('tab', { name: new RegExp(`^${day(slot.start)}`) })
      .click();
    const radio = slotRadio(slotSection(page), slot);
    expect(await radio.getAttribute('aria-label')).toMatch(/, Full$/);
    expect(await radio.isDisabled()).toBe(true);
    expect(await radio.isChecked()).toBe(false);
  });

  it('lets the admin change capacity and open a slot to see its orders', async () => {
    const admin = await adminSession(browser);
    try {
      const { page } = admin;
      await page.goto('/admin/delivery');
      await page.getByRole('heading', { name: 'Coming slots' }).waitFor();
      // One day at a time: the full slot's day from the day strip.
      await page
        .getByRole('tablist', { name: 'Delivery day' })
        .getByRole('tab', { name: new RegExp(`^${day(full.slot.start)}`) })
        .click();
      const link = page.locator(`a[href="/admin/delivery/${full.slot.id}"]`);
      await link.getByText('1 / 1 booked').waitFor();
      await field(page, 'Orders per slot').fill('3');
      await page.getByRole('button', { name: 'Save schedule' }).click();
      await toast(page, 'Delivery schedule saved').waitFor();
      await link.getByText('1 / 3 booked').waitFor();
      await expectCleanAtBothWidths(page, 'delivery-admin');

      await link.click();
      await page.getByRole('heading', { level: 1, name: /^Delivery \w{3} / }).waitFor();
      await page.getByText('1 of 3 places booked').waitFor();
      const row = page.getByRole('row').filter({ hasText: full.orderNumber });
      await row.getByText('Sam Shopper').waitFor();
      expect(await row.getByRole('link', { name: full.orderNumber }).getAttribute('href')).toMatch(
        /^\/admin\/orders\/[^/]+$/,
      );
      await expectCleanAtBothWidths(page, 'delivery-admin-slot');
    } finally {
      await admin.context.close();
    }
  });
});
