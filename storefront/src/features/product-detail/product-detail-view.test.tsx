import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addToCart,
  appStore,
  cartItemsAtom,
  configureApi,
  resetApiConfig,
  setMaxLineQuantity,
} from '@grocery/shared-api';
import { packSizeLabel } from '@grocery/shared-ui/commerce';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { ProductDetailView } from './product-detail-view';

beforeEach(resetShop);
afterEach(() => {
  setMaxLineQuantity(0);
  resetApiConfig();
  jest.restoreAllMocks();
});

/** GET /api/delivery/slots with the store's free-delivery threshold (and nothing booked). */
function serveThreshold(freeDeliveryThreshold: number) {
  configureApi({ baseUrl: 'http://localhost/api' });
  const rules = { freeDeliveryThreshold, fees: { offPeak: 4.99, peak: 4.99 } };
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, data: { slots: [], rules } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const cartQuantity = () => appStore.get(cartItemsAtom)[0]?.quantity;

describe('ProductDetailView', () => {
  it('shows the discounted price, stock badge, fixed rating and delivery texts', async () => {
    serveThreshold(50);
    renderShop(
      <ProductDetailView
        product={productFixture({ price: 5, discount: 20, discountPrice: 4, stock: 5 })}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Organic Whole Milk' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$4.00')).toBeInTheDocument();
    expect(screen.getByText('$5.00').closest('s')).not.toBeNull();
    expect(screen.getByText('5 in stock')).toHaveAttribute('data-variant', 'warning');
    expect(screen.getByText('(128 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.5 out of 5.')).toBeInTheDocument();
    expect(await screen.findByText('on orders over $50', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('30-day return')).toBeInTheDocument();
  });

  it('says how much of a loose product is left in its weight unit, with no pack size', () => {
    serveThreshold(50);
    const loose = productFixture({
      stock: 12.5,
      soldBy: 'weight',
      weightUnit: 'kg',
      quantityStep: 0.1,
      minQuantity: 0.2,
    });
    renderShop(<ProductDetailView product={loose} />);
    const badge = screen.getByText('12.5 kg in stock');
    expect(badge).toHaveAttribute('data-variant', 'success');
    expect(packSizeLabel(loose)).not.toBe('');
    expect(badge.parentElement).toHaveTextContent(/^12\.5 kg in stock$/);
  });

  it("promises free shipping from the store's own threshold", async () => {
    serveThreshold(35);
    renderShop(<ProductDetailView product={productFixture()} />);
    expect(await screen.findByText('on orders over $35', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/\$50/)).not.toBeInTheDocument();
  });

  it('colours the stock badge green above 10 and red at 0', () => {
    const { unmount } = renderShop(<ProductDetailView product={productFixture({ stock: 11 })} />);
    expect(screen.getByText('11 in stock')).toHaveAttribute('data-variant', 'success');
    unmount();
    renderShop(<ProductDetailView product={productFixture({ stock: 0 })} />);
    expect(screen.getByText('Out of stock')).toHaveAttribute('data-variant', 'danger');
  });

  it("clamps the quantity to the stock with 'Only {stock} items available in stock!'", async () => {
    renderShop(<ProductDetailView product={productFixture({ stock: 2 })} />);
    const stepper = screen.getByRole('group', { name: 'Quantity of Organic Whole Milk' });
    const plus = within(stepper).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(await screen.findByText('Only 2 items available in stock!')).toBeInTheDocument();
    expect(within(stepper).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartQuantity()).toBe(2);
  });

  it('offers the maximum in the Quantity Limit Reached dialog', async () => {
    const product = productFixture({ stock: 3 });
    addToCart(product, 2);
    renderShop(<ProductDetailView product={product} />);
    expect(screen.getByText('2 already in your cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Quantity Limit Reached' });
    expect(dialog).toHaveTextContent('Only 3 items available in stock!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 to Cart' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cartQuantity()).toBe(3);
    expect(await screen.findByText('Organic Whole Milk added to cart!')).toBeInTheDocument();
  });

  it('disables + and Add to Cart once the cart holds the whole stock', async () => {
    renderShop(<ProductDetailView product={productFixture({ stock: 2 })} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(plus);
    await userEvent.click(add);
    expect(cartQuantity()).toBe(2);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('All 2 in stock are in your cart');
    expect(plus).toBeDisabled();
  });

  it("caps the stepper at the server's MAX_LINE_QUANTITY below the stock, with 'Limit 3 per order'", async () => {
    setMaxLineQuantity(3);
    renderShop(<ProductDetailView product={productFixture({ stock: 20 })} />);
    const stepper = screen.getByRole('group', { name: 'Quantity of Organic Whole Milk' });
    expect(screen.getByText('Limit 3 per order')).toBeInTheDocument();
    const plus = within(stepper).getByRole('button', { name: 'Increase quantity' });
    await userEvent.type(within(stepper).getByRole('textbox', { name: 'Quantity' }), '9{Enter}');
    expect(within(stepper).getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Limit 3 per order');
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(add);
    expect(cartQuantity()).toBe(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('3 already in your cart Limit 3 per order');
    expect(plus).toBeDisabled();
  });

  it('offers what the cap leaves in the Quantity Limit Reached dialog', async () => {
    setMaxLineQuantity(3);
    const product = productFixture({ stock: 20 });
    addToCart(product, 2);
    renderShop(<ProductDetailView product={product} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Quantity Limit Reached' });
    expect(dialog).toHaveTextContent(
      'Limit 3 per order. You already have 2 in your cart. You asked for 2; you can add 1 more.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 to Cart' }));
    expect(cartQuantity()).toBe(3);
  });

  it('hints no cap when the stock is below it, and the stock message speaks', async () => {
    setMaxLineQuantity(50);
    renderShop(<ProductDetailView product={productFixture({ stock: 2 })} />);
    expect(screen.queryByText('Limit 50 per order')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 items available in stock!')).toBeInTheDocument();
  });

  it("refuses an out-of-stock product with 'This product is out of stock!'", async () => {
    renderShop(<ProductDetailView product={productFixture({ stock: 0 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('This product is out of stock!')).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)).toHaveLength(0);
  });

  it('toggles the wishlist from the detail page', async () => {
    renderShop(<ProductDetailView product={productFixture()} />);
    const toggle = screen.getByRole('button', { name: 'Wishlist' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Organic Whole Milk added to wishlist!')).toBeInTheDocument();
  });

  it('opens Additional Information with nutrition (calories without g), details and tags', async () => {
    const product = productFixture({
      specifications: { storage: 'Keep refrigerated' },
      nutritionInfo: { calories: 150, protein: 8, totalFat: '5' },
      tags: ['organic', 'dairy'],
    });
    renderShop(<ProductDetailView product={product} />);
    const toggle = screen.getByRole('button', { name: 'Additional Information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Keep refrigerated')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const row = (label: string) => screen.getByText(label).closest('div')!;
    expect(row('Calories')).toHaveTextContent(/^Calories150$/);
    expect(row('Protein')).toHaveTextContent('8g');
    expect(row('Total Fat')).toHaveTextContent('5g');
    expect(row('Storage')).toHaveTextContent('Keep refrigerated');
    expect(row('Volume')).toHaveTextContent('2 L');
    expect(row('Barcode')).toHaveTextContent('0123456789012');
    expect(row('Manufacturer')).toHaveTextContent('Green Meadow');
    expect(row('Country of Origin')).toHaveTextContent('USA');
    expect(screen.getByText('dairy')).toBeVisible();
  });
});
