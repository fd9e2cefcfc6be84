import type { Browser } from 'playwright-core';
import { launchBrowser, type Session } from '../lib/browser';
import { addFromCard, openCart, stepper } from '../lib/cart';
import { lowStockProduct, wellStockedProduct, type ApiProduct } from '../lib/catalogue';
import { createCustomer, type Customer } from '../lib/store';
import { signedInSession } from '../lib/shopper';
import { expectPath, loginThroughUi, logoutThroughUi, toast } from '../lib/ui';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const unitPrice = (p: ApiProduct) =>
  p.discountPrice !== null && p.discountPrice < p.price ? p.discountPrice : p.price;

// Cart and wishlist live in the browser, so each test gets a fresh, logged-in context.
describe('cart and wishlist', () => {
  let browser: Browser;
  let session: Session;
  let customer: Customer;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    customer = await createCustomer('Quinn');
    session = await signedInSession(browser, customer);
  });
  afterEach(async () => {
    await session?.context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('clamps the quantity to the stock and offers the rest in the Quantity Limit Reached dialog', async () => {
    const { page } = session;
    const product = await lowStockProduct();
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    const quantity = stepper(page, product).getByRole('textbox', { name: 'Quantity' });

    await quantity.fill(String(product.stock + 5));
    await toast(page, `Only ${product.stock} items available in stock!`).waitFor();
    expect(await quantity.inputValue()).toBe(String(product.stock));

    await quantity.fill('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, `${product.name} added to cart!`).waitFor();
    await page.getByText('1 already in your cart').waitFor();

    await quantity.fill(String(product.stock));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Quantity Limit Reached' });
    await dialog.waitFor();
    const rest = product.stock - 1;
    await dialog.getByRole('button', { name: `Add ${rest} to Cart` }).click();
    await page.getByText(`All ${product.stock} in stock are in your cart`).waitFor();
    await page.getByRole('button', { name: `Cart, ${product.stock} items` }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
  });

  it('adds from a product card and changes quantities in the cart drawer', async () => {
    const { page } = session;
    const product = await wellStockedProduct();
    await addFromCard(page, product);
    await toast(page, `${product.name} added to cart!`).waitFor();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

    const drawer = await openCart(page);
    const line = stepper(drawer, product);
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await line.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('3');
    await drawer
      .getByText(money(unitPrice(product) * 3), { exact: true })
      .first()
      .waitFor();

    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await line.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('2');
    await drawer
      .getByText(money(unitPrice(product) * 2), { exact: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();

    await drawer.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
    await drawer.getByText('Your cart is empty!').waitFor();
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  });

  it('saves a product to the wishlist and removes it again', async () => {
    const { page } = session;
    const product = await wellStockedProduct();
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const heart = page.getByRole('button', { name: `Save ${product.name} to wishlist` }).first();
    await heart.click();
    await toast(page, `${product.name} added to wishlist!`).waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();

    await expectPath(page, '/wishlist');
    await page.getByRole('heading', { name: 'My Wishlist', level: 1 }).waitFor();
    await page.getByText('Your saved items').waitFor();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await card.getByText(`${product.stock} in stock`).waitFor();
    await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();

    await page.getByText('Your wishlist is empty').waitFor();
    await page.getByText('Start adding items you love to your wishlist!').waitFor();
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
  });

  it("keeps each shopper's cart and wishlist to their own account, and a guest's joins theirs at login", async () => {
    const { page } = session;
    const product = await wellStockedProduct();
    await addFromCard(page, product);
    await page
      .getByRole('button', { name: `Save ${product.name} to wishlist` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await logoutThroughUi(page);

    const next = await createCustomer('Robin');
    await loginThroughUi(page, next.email, next.password);
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
    await logoutThroughUi(page);

    // What a guest picks on the landing page goes with them into their account.
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await loginThroughUi(page, customer.email, customer.password);
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
  });
});
