import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { wellStockedProduct } from '../lib/catalogue';
import { fillShippingAddress, screenshot, type ShippingAddress } from '../lib/checkout';
import { horizontalOverflow, seriousA11yViolations } from '../lib/checks';
import { adminToken, callApi, createCustomer, type Customer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { toast } from '../lib/ui';

const home: ShippingAddress = {
  firstName: 'Robin',
  lastName: 'Shopper',
  email: 'robin@example.com',
  phone: '555-123-4567',
  address: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};
const office: ShippingAddress = {
  ...home,
  address: '400 Market Street, Floor 3',
  city: 'Shelbyville',
  zipCode: '62565',
};

/** An order placed through the API for `customer`, as checkout would place it. */
async function placedOrder(customer: Customer): Promise<string> {
  const login = await callApi<{ token: string }>('/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  const product = await wellStockedProduct();
  const res = await callApi<{ order: { id: string } }>('/orders', {
    token: login.body.data.token,
    body: {
      orderId: `order_${Date.now()}`,
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: home,
      paymentMethod: 'cash_on_delivery',
    },
  });
  if (res.status !== 201) throw new Error(`order answered ${res.status}: ${res.body.message}`);
  return res.body.data.order.id;
}

const changeButton = (page: Page) =>
  page
    .getByRole('region', { name: 'Shipping Address' })
    .getByRole('button', { name: 'Change delivery address' });

async function openDialog(page: Page, orderId: string) {
  await page.goto(`/orders/${orderId}`);
  await changeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Change delivery address' });
  await dialog.getByText(/^Where should we deliver order ORD-/).waitFor();
  return dialog;
}

describe('changing where an order is delivered', () => {
  let browser: Browser;
  let session: Session;
  let customer: Customer;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Robin');
    session = await signedInSession(browser, customer);
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('changes the address of a just-placed order; the page and a reload show it', async () => {
    const { page } = session;
    const orderId = await placedOrder(customer);
    const dialog = await openDialog(page, orderId);
    expect(await dialog.getByLabel(/^City/).inputValue()).toBe('Springfield');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'order-update-dialog');

    await fillShippingAddress(page, office);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Delivery details updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const address = page.getByRole('region', { name: 'Shipping Address' });
    await address.getByText('400 Market Street, Floor 3').waitFor();
    await address.getByText('Shelbyville, IL 62565').waitFor();
    const latest = page.getByRole('region', { name: 'Order History' }).getByRole('listitem').last();
    await latest.getByText('Delivery details updated').waitFor();
    await latest.getByText('by Robin Shopper').waitFor();
    await screenshot(page, 'order-update-done');

    await page.reload();
    await address.getByText('400 Market Street, Floor 3').waitFor();
  });

  it('offers no change once the store is packing the order', async () => {
    const { page } = session;
    const orderId = await placedOrder(customer);
    const admin = await adminToken();
    for (const status of ['confirmed', 'processing']) {
      const res = await callApi(`/orders/${orderId}/status`, {
        method: 'PUT',
        token: admin,
        body: { status },
      });
      expect(res.status).toBe(200);
    }
    await page.goto(`/orders/${orderId}`);
    await page
      .getByRole('region', { name: 'Shipping Address' })
      .getByText('12 Orchard Lane')
      .waitFor();
    expect(await changeButton(page).count()).toBe(0);
  });

  it('fits the dialog on a 360 px phone', async () => {
    const phone = await signedInSession(browser, customer, { width: 360 });
    try {
      const dialog = await openDialog(phone.page, await placedOrder(customer));
      await dialog.getByRole('button', { name: 'Save address' }).waitFor();
      expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'order-update-dialog');
    } finally {
      await phone.context.close();
    }
  });
});
