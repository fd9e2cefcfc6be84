import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openCart } from './cart';
import { callApi, type Customer } from './store';
import { expectPath, field } from './ui';

export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const LABELS: Record<keyof ShippingAddress, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
};

/** From the cart drawer's Proceed to Checkout to the checkout page. */
export async function checkoutFromCart(page: Page): Promise<void> {
  const drawer = await openCart(page);
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expectPath(page, '/checkout');
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
}

export async function fillShippingAddress(page: Page, address: ShippingAddress): Promise<void> {
  for (const [key, label] of Object.entries(LABELS)) {
    await field(page, label).fill(address[key as keyof ShippingAddress]);
  }
}

/**
 * Picks the first delivery slot that can be chosen (or the one whose time is given, like
 * "10:00–11:00") and waits until the store holds it.
 */
export async function chooseDeliverySlot(page: Page, time?: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Delivery Slot' });
  const radios = time
    ? section.getByRole('radio', { name: new RegExp(`^${time}`) })
    : section.locator('input[type=radio]:not(:disabled)');
  // The radio turns checked once the store holds the slot, so this clicks rather than checks.
  await radios.first().click();
  await section.getByText(/^Held for you until \d{2}:\d{2}$/).waitFor();
}

/** Picks a payment method by its name in the list of methods. */
export async function choosePayment(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('radio', { name }).check();
}

export async function payByCard(page: Page, number: string): Promise<void> {
  await choosePayment(page, /Credit or debit card/);
  await field(page, 'Card number').fill(number);
  await field(page, 'Expiry date').fill('12/35');
  await field(page, 'CVV').fill('123');
  await field(page, 'Cardholder name').fill('Jordan Shopper');
}

/** A customer's own orders, read through the API (what the server really holds). */
export async function ordersOf(customer: Customer): Promise<{ id: string; status: string }[]> {
  const login = await callApi<{ token: string }>('/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  const { body } = await callApi<{ orders: { id: string; status: string }[] }>(
    '/orders/my-orders?limit=100',
    { token: login.body.data.token },
  );
  return body.data.orders;
}

/** Saves a PNG of the page under E2E_SHOTS_DIR when it is set, to look at the layout by eye. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}
