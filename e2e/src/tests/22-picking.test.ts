import type { Browser, Page } from 'playwright-core';
import { adminSession } from '../lib/admin';
import { launchBrowser, type Session } from '../lib/browser';
import { openCart } from '../lib/cart';
import { createProduct, stripCategory, type ApiProduct } from '../lib/catalogue';
import {
  TEST_CARDS,
  checkoutFromCart,
  chooseDeliverySlot,
  fillShippingAddress,
  ordersOf,
  payByCard,
  screenshot,
  type ShippingAddress,
} from '../lib/checkout';
import { horizontalOverflow, seriousA11yViolations } from '../lib/checks';
import { adminToken, callApi, createCustomer, type Customer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { toast } from '../lib/ui';

const home: ShippingAddress = {
  firstName: 'Wren',
  lastName: 'Shopper',
  email: 'wren@example.com',
  phone: '555-123-4567',
  address: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

interface WeighedProduct extends ApiProduct {
  soldBy: 'unit' | 'weight';
  weightUnit: 'kg' | 'lb' | null;
}

interface PackedOrder {
  id: string;
  orderNumber: string;
  estimatedAmount: number;
  finalAmountPicked: number | null;
  deliverySlot: { start: string } | null;
  payment: { capturedAmount: number; authorizedAmount: number; refundedAmount: number } | null;
}

/** Loose apples sold by the kg (0.1 kg steps, 0.2 kg at least), made through the admin API. */
async function looseApples(token: string): Promise<WeighedProduct> {
  const category = await stripCategory();
  const res = await callApi<{ product: WeighedProduct }>('/products', {
    token,
    body: {
      name: `Loose Gala apples ${Date.now()}`,
      sku: `E2E-APL-${Date.now().toString(36).toUpperCase()}`,
      category: category.id,
      description: 'Picked by the browser tests.',
      price: '3.99',
      stock: '40',
      unit: 'kg',
      soldBy: 'weight',
      weightUnit: 'kg',
      quantityStep: 0.1,
      minQuantity: 0.2,
      images: '/images/products/avocado.svg',
    },
  });
  if (res.status !== 201)
    throw new Error(`POST /products answered ${res.status}: ${res.body.message}`);
  return res.body.data.product;
}

async function orderOf(customer: Customer, id: string): Promise<PackedOrder> {
  const login = await callApi<{ token: string }>('/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  const res = await callApi<{ order: PackedOrder }>(`/orders/${id}`, {
    token: login.body.data.token,
  });
  return res.body.data.order;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function expectCleanAndPhoneSized(page: Page, phone: Page, name: string) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(page, name);
  await screenshot(phone, name);
}

// One journey: weighed apples heavier, a line without substitutes short, and a loaf substituted
// that the shopper then turns down.
describe('picking, weighed goods and substitutions', () => {
  let browser: Browser;
  let shopper: Session;
  let shopperPhone: Session;
  let staff: Session;
  let staffPhone: Session;
  let customer: Customer;
  let apples: WeighedProduct;
  let milk: ApiProduct;
  let bread: ApiProduct;
  let seeded: ApiProduct;
  let placedId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await createCustomer('Wren');
    const token = await adminToken();
    apples = await looseApples(token);
    milk = await createProduct(token, {
      name: `Picking test oat milk ${Date.now()}`,
      price: 2.5,
      stock: 30,
    });
    // An unusual price, so the substitute is the closest match in its aisle.
    bread = await createProduct(token, {
      name: `Picking test rye loaf ${Date.now()}`,
      price: 7.13,
      stock: 30,
    });
    seeded = await createProduct(token, {
      name: `Picking test seeded loaf ${Date.now()}`,
      price: 7.13,
      stock: 30,
    });
    shopper = await signedInSession(browser, customer);
    shopperPhone = await signedInSession(browser, customer, { width: 360 });
    staff = await adminSession(browser);
    staffPhone = await adminSession(browser, 360);
  });
  afterAll(async () => {
    for (const session of [shopper, shopperPhone, staff, staffPhone])
      await session?.context.close();
    await browser?.close();
  });

  it('orders, picks, packs and shows the shopper the final charge and what changed', async () => {
    const { page } = shopper;

    // 1 kg of apples with the weight stepper: 0.2 kg steps up from the minimum, typed to 1.
    await page.goto(`/products/${apples.id}`);
    const weight = page.getByRole('textbox', { name: 'Weight in kg' });
    await weight.fill('1');
    await weight.press('Enter');
    await page
      .getByText(/^about \$\d+\.\d{2}$/)
      .first()
      .waitFor();
    await shopperPhone.page.goto(`/products/${apples.id}`);
    await shopperPhone.page.getByRole('textbox', { name: 'Weight in kg' }).waitFor();
    await expectCleanAndPhoneSized(page, shopperPhone.page, 'picking-product-weight');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, `${apples.name} added to cart!`).waitFor();

    await page.goto(`/products/${milk.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, `${milk.name} added to cart!`).waitFor();
    await page.goto(`/products/${bread.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, `${bread.name} added to cart!`).waitFor();

    const drawer = await openCart(page);
    await drawer.getByRole('group', { name: `Weight of ${apples.name}` }).waitFor();
    await drawer.getByText('Estimated total').waitFor();
    await drawer.getByText(/^Weighed items are charged for the weight we pick/).waitFor();
    await screenshot(page, 'picking-cart-estimate');
    await page.keyboard.press('Escape');

    await checkoutFromCart(page);
    await fillShippingAddress(page, home);
    await payByCard(page, TEST_CARDS.visa);
    await chooseDeliverySlot(page);
    await page
      .getByRole('combobox', { name: `If ${milk.name} is out of stock` })
      .selectOption({ label: 'No substitutes (refund)' });
    await page.getByText(/Your card is authorised for \$\d+\.\d{2} \(up to 10% more/).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order placed successfully!').waitFor();

    const [placed] = await ordersOf(customer);
    if (!placed) throw new Error('the order was not placed');
    placedId = placed.id;
    const before = await orderOf(customer, placed.id);
    const day = before.deliverySlot?.start.slice(0, 10) ?? '';

    // Staff: the apples weigh 1.12 kg, the milk is short.
    const board = staff.page;
    await board.goto('/admin/picking');
    await board.getByLabel('Day').fill(day);
    const applesLine = `${apples.name}, ${before.orderNumber}`;
    await board.getByRole('button', { name: `Weight, short or substitute: ${applesLine}` }).click();
    const weighDialog = board.getByRole('dialog', { name: `Pick ${apples.name}` });
    await weighDialog.getByRole('textbox', { name: 'Actual weight (kg)' }).fill('1.12');
    await weighDialog.getByRole('button', { name: 'Record' }).click();
    await weighDialog.waitFor({ state: 'detached' });
    await board.getByText('Picked 1.12 kg').waitFor();

    const milkLine = `${milk.name}, ${before.orderNumber}`;
    await board.getByRole('button', { name: `Weight, short or substitute: ${milkLine}` }).click();
    const shortDialog = board.getByRole('dialog', { name: `Pick ${milk.name}` });
    await shortDialog.getByRole('radio', { name: 'Short: none left' }).check();
    await shortDialog.getByRole('button', { name: 'Record' }).click();
    await shortDialog.waitFor({ state: 'detached' });

    const breadLine = `${bread.name}, ${before.orderNumber}`;
    await board.getByRole('button', { name: `Weight, short or substitute: ${breadLine}` }).click();
    const subDialog = board.getByRole('dialog', { name: `Pick ${bread.name}` });
    await subDialog.getByRole('radio', { name: 'Substitute' }).check();
    await subDialog.getByRole('combobox', { name: 'Substitute' }).selectOption(seeded.id);
    await subDialog.getByRole('button', { name: 'Record' }).click();
    await subDialog.waitFor({ state: 'detached' });

    await staffPhone.page.goto('/admin/picking');
    await staffPhone.page.getByLabel('Day').fill(day);
    await staffPhone.page.getByRole('heading', { name: 'Pick list' }).waitFor();
    await expectCleanAndPhoneSized(board, staffPhone.page, 'picking-admin');

    await board.getByRole('button', { name: `Packed: ${before.orderNumber}` }).click();
    await board
      .getByRole('alertdialog', { name: 'Order packed?' })
      .getByRole('button', { name: 'Packed' })
      .click();
    await toast(board, `Order packed: ${before.orderNumber}`).waitFor();

    // The shopper: the final total beside the estimate, and each change.
    const after = await orderOf(customer, placed.id);
    expect(after.finalAmountPicked).not.toBeNull();
    expect(after.payment?.capturedAmount).toBe(after.finalAmountPicked);
    await page.goto(`/orders/${placed.id}`);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary
      .getByText(money(after.finalAmountPicked ?? 0))
      .first()
      .waitFor();
    await summary.getByText(money(after.estimatedAmount)).waitFor();
    await summary
      .getByText(`Charged ${money(after.payment?.capturedAmount ?? 0)}`, { exact: false })
      .waitFor();
    const items = page.getByRole('region', { name: 'Items' });
    await items.getByText(/^Weighed 1\.12 kg \(ordered 1 kg\)/).waitFor();
    await items.getByText('Out of stock: not charged (the $2.50 held was released)').waitFor();
    await shopperPhone.page.goto(`/orders/${placed.id}`);
    await shopperPhone.page.getByText(/^Weighed 1\.12 kg/).waitFor();
    await expectCleanAndPhoneSized(page, shopperPhone.page, 'picking-order-packed');
  });

  it('lets the shopper reject the substitute: the line is refunded and the total drops', async () => {
    const { page } = shopper;
    const packed = await orderOf(customer, placedId);
    await page.goto(`/orders/${placedId}`);
    const items = page.getByRole('region', { name: 'Items' });
    await items.getByText(`Replaced with ${seeded.name}, 1 × $7.13`, { exact: false }).waitFor();
    await items.getByRole('button', { name: `Reject substitution of ${bread.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reject substitution' });
    await confirm
      .getByText(`Send back ${seeded.name}? You will not be charged for this line.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Reject substitution' }).click();
    await toast(page, 'Substitute rejected: the line was refunded').waitFor();
    await items.getByText('Substitute rejected: this line is not charged').waitFor();
    await expect(
      items.getByRole('button', { name: `Reject substitution of ${bread.name}` }).count(),
    ).resolves.toBe(0);

    const after = await orderOf(customer, placedId);
    const was = packed.finalAmountPicked ?? 0;
    const now = after.finalAmountPicked ?? 0;
    // The loaf and its tax come off the final total and the capture is partly given back.
    expect(was - now).toBeGreaterThanOrEqual(7.13);
    expect(after.payment?.refundedAmount).toBeCloseTo(
      (packed.payment?.capturedAmount ?? 0) - now,
      2,
    );
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(money(now)).first().waitFor();
    await summary
      .getByText(
        `Charged ${money(after.payment?.capturedAmount ?? 0)}, ${money(after.payment?.refundedAmount ?? 0)} refunded`,
        { exact: false },
      )
      .waitFor();
    expect(await summary.getByText(money(was), { exact: true }).count()).toBe(0);
    await shopperPhone.page.goto(`/orders/${placedId}`);
    await shopperPhone.page.getByText('Substitute rejected: this line is not charged').waitFor();
    await expectCleanAndPhoneSized(page, shopperPhone.page, 'picking-substitute-rejected');
  });
});
