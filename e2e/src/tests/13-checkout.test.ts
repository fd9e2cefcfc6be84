import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { addFromCard } from '../lib/cart';
import { listProducts, wellStockedProduct, type ApiProduct } from '../lib/catalogue';
import {
  TEST_CARDS,
  checkoutFromCart,
  chooseDeliverySlot,
  choosePayment,
  fillShippingAddress,
  ordersOf,
  payByCard,
  screenshot,
  type ShippingAddress,
} from '../lib/checkout';
import { a11yViolations, phoneOverflow, type CheckedPage } from '../lib/page-checks';
import { createCustomer, type Customer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { expectPath, field, toast } from '../lib/ui';

const home: ShippingAddress = {
  firstName: 'Jordan',
  lastName: 'Shopper',
  email: 'jordan@example.com',
  phone: '555-123-4567',
  address: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

async function stockOf(product: ApiProduct): Promise<number> {
  const { products } = await listProducts(`search=${encodeURIComponent(product.name)}&limit=5`);
  return products.find((p) => p.id === product.id)?.stock ?? -1;
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' }).click();
const orderHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Order ORD-/ });

// One shopper through every checkout path: their saved address and orders carry over.
describe('checkout and orders', () => {
  let browser: Browser;
  let session: Session;
  let customer: Customer;
  let product: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Jordan');
    session = await signedInSession(browser, customer);
    product = await wellStockedProduct();
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('orders with a new address and a test card, lists it, opens it and cancels it', async () => {
    const { page } = session;
    const before = await stockOf(product);
    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    await checkoutFromCart(page);
    await fillShippingAddress(page, home);
    await payByCard(page, TEST_CARDS.visa);
    expect(await field(page, 'Card number').inputValue()).toBe(TEST_CARDS.visa);
    await chooseDeliverySlot(page);
    await placeOrder(page);

    await toast(page, 'Order placed successfully!').waitFor();
    await expectPath(page, '/orders');
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(await stockOf(product)).toBe(before - 1);
    const card = page.getByRole('link', { name: /^Order ORD-/ }).first();
    await card.getByText('Pending').waitFor();
    await card.click();

    await expectPath(page, /^\/orders\/[^/]+$/);
    await orderHeading(page).waitFor();
    await page.getByText(/^Placed on /).waitFor();
    await page.getByText('Visa ending in 4242').waitFor();
    await page
      .getByRole('region', { name: 'Shipping Address' })
      .getByText('12 Orchard Lane')
      .waitFor();
    await page
      .getByRole('region', { name: 'Items' })
      .getByText(product.name, { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await dialog.getByText('Are you sure you want to cancel this order?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await toast(page, 'Order cancelled successfully').waitFor();
    await expectPath(page, '/orders');
    await page
      .getByRole('link', { name: /^Order ORD-/ })
      .first()
      .getByText('Cancelled')
      .waitFor();
    expect(await stockOf(product)).toBe(before);
  });

  it('shows a declined card and creates nothing, then orders cash on delivery to the saved address', async () => {
    const { page } = session;
    const ordersBefore = (await ordersOf(customer)).length;
    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    await checkoutFromCart(page);

    const saved = page.getByRole('radio', { name: /Jordan Shopper/ }).first();
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    // The chosen address is its card; its fields open only to edit it for this order.
    await page.getByRole('button', { name: 'Edit this address for this order' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Address/ }).count()).toBe(0);

    await payByCard(page, TEST_CARDS.declined);
    await chooseDeliverySlot(page);
    await placeOrder(page);
    await toast(page, 'Payment failed. Please try again.').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    expect(await ordersOf(customer)).toHaveLength(ordersBefore);
    await expectPath(page, '/checkout');

    await choosePayment(page, /Cash on delivery/);
    await placeOrder(page);
    await toast(page, 'Order placed successfully!').waitFor();
    // The decline's red toast was about the attempt before: it leaves as this success arrives.
    const stale = page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' });
    expect(await stale.count()).toBe(0);
    await expectPath(page, '/orders');
    const orders = await ordersOf(customer);
    expect(orders).toHaveLength(ordersBefore + 1);

    await page
      .getByRole('link', { name: /^Order ORD-/ })
      .first()
      .click();
    await orderHeading(page).waitFor();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Cash on delivery').waitFor();
    await payment.getByText('Pending').waitFor();
    await page
      .getByRole('region', { name: 'Shipping Address' })
      .getByText('12 Orchard Lane')
      .waitFor();
  });

  it('buys an order again: its items go back in the cart', async () => {
    const { page } = session;
    const [latest] = await ordersOf(customer);
    await page.goto(`/orders/${latest!.id}`);
    await orderHeading(page).waitFor();
    await page.getByRole('button', { name: 'Buy again' }).click();
    await toast(page, '1 item added to your cart').waitFor();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  });

  it('keeps checkout, orders and an order accessible and within a 360 px screen', async () => {
    const [latest] = await ordersOf(customer);
    const ready = (name: string | RegExp) => async (page: Page) => {
      await page.getByRole('heading', { level: 1, name }).waitFor();
    };
    const pages: (CheckedPage & { name: string })[] = [
      {
        name: 'checkout',
        path: '/checkout',
        ready: async (page) => {
          await page.getByRole('radio', { name: /Cash on delivery/ }).waitFor();
          await choosePayment(page, /Credit or debit card/);
        },
      },
      {
        name: 'orders',
        path: '/orders',
        ready: async (page) =>
          page
            .getByRole('link', { name: /^Order ORD-/ })
            .first()
            .waitFor(),
      },
      { name: 'order-detail', path: `/orders/${latest!.id}`, ready: ready(/^Order ORD-/) },
    ];
    const phone = await signedInSession(browser, customer, { width: 360 });
    try {
      // The cart lives in the browser: the phone's needs a line too, or /checkout leaves.
      await addFromCard(phone.page, product);
      await phone.page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
      const found: string[] = [];
      for (const target of pages) {
        for (const violation of await a11yViolations(session.page, target))
          found.push(`${target.path}: ${violation}`);
        await screenshot(session.page, target.name);
        const overflow = await phoneOverflow(phone.page, target);
        if (overflow > 0) found.push(`${target.path} is ${overflow}px too wide at 360 px`);
        await screenshot(phone.page, target.name);
      }
      expect(found).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
