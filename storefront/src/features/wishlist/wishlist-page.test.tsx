import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToWishlist, appStore, cartItemsAtom } from '@grocery/shared-api';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { WishlistPage } from './wishlist-page';

beforeEach(resetShop);

const apples = productFixture({ id: 'apples', name: 'Gala Apples', price: 3.5, stock: 12 });
const honey = productFixture({ id: 'honey', name: 'Raw Honey', price: 9, stock: 0 });
const offline = async () => null;

describe('WishlistPage', () => {
  it('shows the empty state with Start Shopping', () => {
    renderShop(<WishlistPage loadProducts={offline} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Your saved items')).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByText('Start adding items you love to your wishlist!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists saved items with price and stock, and disables Add at stock 0', async () => {
    addToWishlist(apples);
    addToWishlist(honey);
    renderShop(<WishlistPage loadProducts={offline} />);
    const appleCard = screen.getByRole('link', { name: 'Gala Apples' }).closest('li')!;
    expect(within(appleCard).getByText('$3.50')).toBeInTheDocument();
    expect(within(appleCard).getByText('12 in stock')).toBeInTheDocument();
    const honeyCard = screen.getByRole('link', { name: 'Raw Honey' }).closest('li')!;
    expect(within(honeyCard).getByText('Out of stock')).toBeInTheDocument();
    expect(within(honeyCard).getByRole('button', { name: 'Add Raw Honey to cart' })).toBeDisabled();

    await userEvent.click(
      within(appleCard).getByRole('button', { name: 'Add Gala Apples to cart' }),
    );
    expect(await screen.findByText('Gala Apples added to cart!')).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)[0]?.productId).toBe('apples');

    await userEvent.click(
      within(honeyCard).getByRole('button', { name: 'Remove Raw Honey from wishlist' }),
    );
    expect(await screen.findByText('Item removed from wishlist!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Raw Honey' })).not.toBeInTheDocument();
  });

  it('colours stock with the one badge rule: 1 to 10 yellow, above 10 green, 0 red', () => {
    addToWishlist(productFixture({ id: 'eggs', name: 'Farm Eggs', price: 4, stock: 5 }));
    addToWishlist(apples);
    addToWishlist(honey);
    renderShop(<WishlistPage loadProducts={offline} />);
    expect(screen.getByText('5 in stock')).toHaveClass('gs-badge--warning');
    expect(screen.getByText('12 in stock')).toHaveClass('gs-badge--success');
    expect(screen.getByText('Out of stock')).toHaveClass('gs-badge--danger');
  });

  it('shows fresh stock once the products are re-read', async () => {
    addToWishlist(apples);
    renderShop(<WishlistPage loadProducts={async () => [{ ...apples, stock: 0 }]} />);
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Gala Apples to cart' })).toBeDisabled();
  });
});
