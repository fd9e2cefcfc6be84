import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addToCart,
  appStore,
  cartItemsAtom,
  setCartOpen,
  setMaxLineQuantity,
} from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop, resetShop } from '../testing/render';
import { CartDrawer } from './cart-drawer';
import type { FreeDeliveryRules } from '../lib/delivery-rules';
import { FREE_DELIVERY_ALWAYS } from './free-delivery';

const milk = productFixture({ id: 'milk', name: 'Milk', price: 2.5, stock: 5 });
const bread = productFixture({
  id: 'bread',
  name: 'Bread',
  price: 10,
  discount: 10,
  discountPrice: 9,
  stock: 3,
});

beforeEach(resetShop);
afterEach(() => setMaxLineQuantity(0));

const paidDelivery: FreeDeliveryRules = {
  freeDeliveryThreshold: 50,
  fees: { offPeak: 4.99, peak: 6.99 },
};

function openWith(loadProducts = async () => [milk, bread], rules = paidDelivery) {
  renderShop(<CartDrawer loadProducts={loadProducts} loadDeliveryRules={async () => rules} />);
  act(() => setCartOpen(true));
  return screen.getByRole('dialog', { name: /Shopping Cart/ });
}

describe('CartDrawer', () => {
  it("says 'Your cart is empty!' when there is nothing in it", () => {
    const drawer = openWith();
    expect(within(drawer).getByText('Your cart is empty!')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
  });

  it('lists lines and recomputes the total as quantities change', async () => {
    addToCart(milk, 2);
    addToCart(bread, 1);
    const drawer = openWith();
    const total = { selector: '.gs-cart-drawer__total strong' };
    expect(await within(drawer).findByText('$14.00', total)).toBeInTheDocument();
    const milkLine = within(drawer).getByRole('link', { name: 'Milk' }).closest('li')!;
    await userEvent.click(
      within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' }),
    );
    expect(within(drawer).getByText('$16.50', total)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Bread from cart' }));
    expect(within(drawer).getByText('$7.50', total)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('clears the cart only once the shopper confirms', async () => {
    addToCart(milk, 2);
    const drawer = openWith();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear Cart' });
    expect(
      within(confirm).getByText('Are you sure you want to remove every item from your cart?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Items' }));
    expect(within(drawer).getByRole('link', { name: 'Milk' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Clear Cart' })).getByRole('button', {
        name: 'Clear Cart',
      }),
    );
    expect(within(drawer).getByText('Your cart is empty!')).toBeInTheDocument();
  });

  it("stops a line's + at the server's MAX_LINE_QUANTITY with 'Limit 3 per order'", async () => {
    setMaxLineQuantity(3);
    addToCart(milk, 2);
    addToCart(bread, 3);
    const drawer = openWith();
    const milkLine = within(drawer).getByRole('link', { name: 'Milk' }).closest('li')!;
    const breadLine = within(drawer).getByRole('link', { name: 'Bread' }).closest('li')!;
    expect(within(milkLine).queryByText('Limit 3 per order')).not.toBeInTheDocument();
    const plus = within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' });
    await userEvent.click(plus);
    expect(appStore.get(cartItemsAtom).find((i) => i.productId === 'milk')?.quantity).toBe(3);
    expect(within(milkLine).getByText('Limit 3 per order')).toBeInTheDocument();
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    // Bread's stock is 3: the stock, not the cap, stops it, so no cap hint.
    expect(within(breadLine).queryByText('Limit 3 per order')).not.toBeInTheDocument();
  });

  it('names the product on every stepper button', async () => {
    addToCart(milk, 2);
    addToCart(bread, 1);
    const drawer = openWith();
    for (const name of ['Milk', 'Bread']) {
      expect(
        within(drawer).getByRole('button', { name: `Increase quantity of ${name}` }),
      ).toBeInTheDocument();
      expect(
        within(drawer).getByRole('button', { name: `Decrease quantity of ${name}` }),
      ).toBeInTheDocument();
    }
  });

  it('shows how far the cart is from free delivery at $50', async () => {
    addToCart(milk, 2);
    const drawer = openWith();
    expect(await within(drawer).findByText('$45.00')).toBeInTheDocument();
    expect(within(drawer).getByText(/more for free delivery/)).toBeInTheDocument();
    const bar = within(drawer).getByRole('progressbar', { name: 'Progress to free delivery' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '$5.00 of $50.00');

    const box = productFixture({ id: 'box', name: 'Veg Box', price: 22.5, stock: 4 });
    act(() => addToCart(box, 2));
    expect(
      await within(drawer).findByText('Your order qualifies for free delivery!'),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByRole('progressbar', { name: 'Progress to free delivery' }),
    ).toHaveAttribute('aria-valuenow', '50');
  });

  it("uses the server's threshold rather than a fixed $50", async () => {
    addToCart(milk, 2);
    const drawer = openWith(undefined, { ...paidDelivery, freeDeliveryThreshold: 30 });
    expect(await within(drawer).findByText('$25.00')).toBeInTheDocument();
    const bar = within(drawer).getByRole('progressbar', { name: 'Progress to free delivery' });
    expect(bar).toHaveAttribute('aria-valuetext', '$5.00 of $30.00');
  });

  it('gives no nudge when every delivery slot is free', async () => {
    addToCart(milk, 2);
    const drawer = openWith(undefined, {
      freeDeliveryThreshold: 50,
      fees: { offPeak: 0, peak: 0 },
    });
    expect(await within(drawer).findByText(FREE_DELIVERY_ALWAYS)).toBeInTheDocument();
    expect(within(drawer).queryByText(/more for free delivery/)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says nothing about free delivery when the rules cannot be read', async () => {
    addToCart(milk, 2);
    renderShop(
      <CartDrawer
        loadProducts={async () => [milk]}
        loadDeliveryRules={() => Promise.reject(new Error('offline'))}
      />,
    );
    act(() => setCartOpen(true));
    const drawer = screen.getByRole('dialog', { name: /Shopping Cart/ });
    await within(drawer).findByRole('link', { name: 'Proceed to Checkout' });
    expect(within(drawer).queryByText(/free delivery/i)).not.toBeInTheDocument();
  });

  it('stops the plus button at the stock with the spec message', async () => {
    addToCart(bread, 3);
    const drawer = openWith();
    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Bread' }),
    );
    expect(await screen.findByText('Only 3 items available in stock!')).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)[0]?.quantity).toBe(3);
  });

  it('flags lines whose product went out of stock or changed price when it opens', async () => {
    addToCart(milk, 1);
    addToCart(bread, 1);
    const drawer = openWith(async () => [
      { ...milk, stock: 0 },
      { ...bread, discountPrice: 8.5 },
    ]);
    expect(
      await within(drawer).findByText('Out of stock. Remove it to check out.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Price changed from $9.00 to $8.50.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(
      within(drawer).getByText('$8.50', { selector: '.gs-cart-drawer__total strong' }),
    ).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    openWith();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
