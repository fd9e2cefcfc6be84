import { act, screen, within } from '@testing-library/react';
import type { Category } from '@grocery/shared-api';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { NoProducts, pickWaysOn, type WaysOn } from './no-products';

beforeEach(resetShop);

const category = (id: string, name: string, productCount: number): Category => ({
  id,
  name,
  description: null,
  parentId: null,
  parent: null,
  isVisible: true,
  productCount,
  createdAt: '',
});
const bakery = category('c-bakery', 'Bakery', 14);
const dairy = category('c-dairy', 'Dairy', 22);
const empty = category('c-empty', 'Seasonal', 0);
const popular = ['Apples', 'Avocados', 'Bread', 'Coffee', 'Eggs'].map((name, i) =>
  productFixture({ id: `p-${i}`, name, stock: name === 'Bread' ? 0 : 10 }),
);

describe('pickWaysOn', () => {
  it('offers categories with products and four featured products in stock', () => {
    const ways = pickWaysOn([bakery, empty, dairy], popular);
    expect(ways.categories.map((c) => c.name)).toEqual(['Bakery', 'Dairy']);
    expect(ways.popular.map((p) => p.name)).toEqual(['Apples', 'Avocados', 'Coffee', 'Eggs']);
  });
});

describe('NoProducts', () => {
  const ways: WaysOn = { categories: [bakery, dairy], popular: popular.slice(0, 2) };

  it('names the search that found nothing and offers categories and popular products', async () => {
    renderShop(<NoProducts search="zzzzqx" load={async () => ways} />);
    const chips = await screen.findByRole('list', { name: 'Browse a category' });
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing matches "zzzzqx". Check the spelling, or browse a category.'),
    ).toBeInTheDocument();
    expect(within(chips).getAllByRole('link')).toHaveLength(2);
    expect(within(chips).getByRole('link', { name: 'Bakery 14 products' })).toHaveAttribute(
      'href',
      '/products?category=c-bakery',
    );
    expect(within(chips).getByRole('link', { name: 'Dairy 22 products' })).toHaveAttribute(
      'href',
      '/products?category=c-dairy',
    );
    const shelf = screen.getByRole('list', { name: 'Popular right now' });
    expect(
      within(shelf)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Apples', 'Avocados']);
    expect(screen.getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('keeps the way back to all products when the suggestions cannot be loaded', async () => {
    const load = jest.fn(async () => Promise.reject(new Error('offline')));
    renderShop(<NoProducts load={load} />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Try another search or category.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all products' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
