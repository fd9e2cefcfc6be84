import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, cartItemsAtom } from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop, resetShop } from '../testing/render';
import { ProductCard } from './product-card';

beforeEach(resetShop);

describe('ProductCard', () => {
  it('shows name, description, pack size, price with the struck regular price and percent off', () => {
    const product = productFixture({
      price: 5,
      discount: 20,
      discountPrice: 4,
      weight: 2,
      unit: 'l',
      stock: 3,
    });
    renderShop(<ProductCard product={product} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Organic Whole Milk' })).toHaveAttribute(
      'href',
      '/products/p-milk',
    );
    expect(within(card).getByText('Creamy whole milk from grass-fed cows.')).toBeInTheDocument();
    expect(within(card).getByText('2 L')).toBeInTheDocument();
    expect(within(card).getByText('$4.00')).toBeInTheDocument();
    expect(within(card).getByText('$5.00').closest('s')).not.toBeNull();
    expect(within(card).getByText('20% off')).toBeInTheDocument();
    expect(within(card).getByText('$2.00 per litre')).toBeInTheDocument();
    expect(within(card).getByText('Only 3 left')).toBeInTheDocument();
  });

  it("shows 'per 1 unit' and no strike-through without weight or discount", () => {
    renderShop(
      <ProductCard product={productFixture({ weight: null, unit: 'piece', stock: 50 })} />,
    );
    expect(screen.getByText('per 1 unit')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });

  it("refuses to add an out-of-stock product with 'This product is out of stock!'", async () => {
    renderShop(<ProductCard product={productFixture({ stock: 0 })} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Organic Whole Milk to cart' }));
    expect(await screen.findByText('This product is out of stock!')).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)).toHaveLength(0);
  });

  it('adds to the cart and stops at the stock', async () => {
    renderShop(<ProductCard product={productFixture({ stock: 1 })} />);
    const add = screen.getByRole('button', { name: 'Add Organic Whole Milk to cart' });
    await userEvent.click(add);
    expect(await screen.findByText('Organic Whole Milk added to cart!')).toBeInTheDocument();
    await userEvent.click(add);
    expect(await screen.findByText('Only 1 items available in stock!')).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)[0]?.quantity).toBe(1);
  });

  it('toggles the wishlist heart with aria-pressed', async () => {
    renderShop(<ProductCard product={productFixture()} />);
    const heart = screen.getByRole('button', { name: 'Save Organic Whole Milk to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Organic Whole Milk added to wishlist!')).toBeInTheDocument();
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between pictures with the arrows and the keyboard', async () => {
    renderShop(<ProductCard product={productFixture()} />);
    expect(screen.getByAltText('Organic Whole Milk (picture 1 of 2)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByAltText('Organic Whole Milk (picture 2 of 2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByAltText('Organic Whole Milk (picture 1 of 2)')).toBeInTheDocument();
  });
});
