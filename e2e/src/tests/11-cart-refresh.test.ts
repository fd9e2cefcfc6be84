import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import { openCart, stepper } from '../lib/cart';
import {
  type ApiProduct,
  type CatalogueChange,
  changeProduct,
  createProduct,
} from '../lib/catalogue';
import { adminToken, createCustomer } from '../lib/store';
import { expectPath, loginThroughUi, toast } from '../lib/ui';

async function addToCart(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
  await stepper(page, product).getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(page, `${product.name} added to cart!`).waitFor();
}

// The cart lives in the browser, so the store can change under it: re-priced, scarcer, sold out
// or withdrawn products. Opening the drawer must show each change, never keep the old line.
describe('cart drawer against a catalogue that changed', () => {
  let browser: Browser;
  let session: Session;
  let token: string;
  const made: ApiProduct[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
    for (const product of made) {
      await changeProduct(token, product.id, { kind: 'delete' }).catch(() => undefined);
    }
  });

  it('flags each changed line when the drawer opens and blocks checkout until they are removed', async () => {
    const tag = randomUUID().slice(0, 6);
    const make = async (name: string, price: number, stock: number) => {
      const product = await createProduct(token, { name: `${name} ${tag}`, price, stock });
      made.push(product);
      return product;
    };
    const oats = await make('Refresh Oats', 4, 20);
    const tea = await make('Refresh Tea', 3, 5);
    const jam = await make('Refresh Jam', 2.5, 8);
    const rice = await make('Refresh Rice', 1.75, 8);

    const customer = await createCustomer('Robin');
    session = await openSession(browser);
    const { page } = session;
    await loginThroughUi(page, customer.email, customer.password);
    await expectPath(page, '/dashboard');
    await addToCart(page, oats, 1);
    await addToCart(page, tea, 4);
    await addToCart(page, jam, 1);
    await addToCart(page, rice, 1);
    await page.getByRole('button', { name: 'Cart, 7 items' }).waitFor();

    const changes: [ApiProduct, CatalogueChange][] = [
      [oats, { kind: 'price', price: 4.6 }],
      [tea, { kind: 'stock', stock: 2 }],
      [jam, { kind: 'stock', stock: 0 }],
      [rice, { kind: 'delete' }],
    ];
    for (const [product, change] of changes) await changeProduct(token, product.id, change);

    const drawer = await openCart(page);
    await toast(page, 'Some items in your cart have changed. Please review your cart.').waitFor();
    const line = (product: ApiProduct) =>
      drawer.getByRole('listitem').filter({ hasText: product.name });
    await line(oats).getByText('Price changed from $4.00 to $4.60.').waitFor();
    await line(tea).getByText('Only 2 left: quantity lowered from 4 to 2.').waitFor();
    await line(jam).getByText('Out of stock. Remove it to check out.').waitFor();
    await line(rice).getByText('No longer available. Remove it to check out.').waitFor();
    await drawer.getByText('Some items are unavailable. Remove them to check out.').waitFor();
    const checkout = drawer.getByRole('button', { name: 'Proceed to Checkout' });
    expect(await checkout.isDisabled()).toBe(true);

    for (const gone of [jam, rice]) {
      await drawer.getByRole('button', { name: `Remove ${gone.name} from cart` }).click();
    }
    await drawer.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    // The new price and the lowered quantity: 4.60 + 2 x 3.00.
    await drawer.getByText('$10.60', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
  });
});
