import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@grocery/shared-api';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { CustomerHomeView } from './customer-home-view';
import { WelcomeBanner } from './welcome-banner';

beforeEach(resetShop);

const products = Array.from({ length: 20 }, (_, i) =>
  productFixture({
    id: `p${i}`,
    name: `Product ${i}`,
    isFeatured: i < 7,
    discount: i % 2 ? 10 : 0,
    discountPrice: i % 2 ? 3.6 : null,
  }),
);
const featured = products.filter((p) => p.isFeatured).slice(0, 6);
const onSale = products.filter((p) => p.discount > 0).slice(0, 10);
const home = { featured, onSale, latest: products, categories: [] as Category[] };
const names = (name: string) =>
  shelf(name)
    .getAllByRole('heading')
    .map((h) => h.textContent);
const dairy: Category = {
  id: 'c-dairy',
  name: 'Dairy',
  description: null,
  parentId: null,
  parent: null,
  isVisible: true,
  productCount: 4,
  createdAt: '',
};

const shelf = (name: string) => within(screen.getByRole('list', { name }));

describe('CustomerHomeView', () => {
  it('shows up to 6 featured, 4 on sale and the first 8 latest, each with its link', () => {
    renderShop(
      <CustomerHomeView data={{ ...home, categories: [dairy] }} onRefresh={() => undefined} />,
    );
    expect(shelf('Featured Products').getAllByRole('article')).toHaveLength(6);
    expect(shelf('On Sale').getAllByRole('article')).toHaveLength(4);
    expect(shelf('Latest Products').getAllByRole('article')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'View all: Featured Products' })).toHaveAttribute(
      'href',
      '/products?featured=true',
    );
    expect(screen.getByRole('link', { name: 'View all: On Sale' })).toHaveAttribute(
      'href',
      '/products?sale=true',
    );
    expect(screen.getByRole('link', { name: 'View all: Latest Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Dairy 4 products' })).toHaveAttribute(
      'href',
      '/products?category=c-dairy',
    );
  });

  it('shows each product once: Latest skips what Featured and On Sale show', () => {
    renderShop(<CustomerHomeView data={home} onRefresh={() => undefined} />);
    const shown = [...names('Featured Products'), ...names('On Sale'), ...names('Latest Products')];
    expect(new Set(shown).size).toBe(shown.length);
    expect(names('On Sale')).toEqual(['Product 7', 'Product 9', 'Product 11', 'Product 13']);
    expect(names('Latest Products')).toEqual(
      [6, 8, 10, 12, 14, 15, 16, 17].map((i) => `Product ${i}`),
    );
  });

  it('cuts a shelf to a count that fills its rows, and lays it out for that count', () => {
    renderShop(
      <CustomerHomeView
        data={{ ...home, featured: featured.slice(0, 5), onSale: [], latest: [] }}
        onRefresh={() => undefined}
      />,
    );
    const list = screen.getByRole('list', { name: 'Featured Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(list).toHaveClass('sf-shelf--4');
  });

  it('offers Refresh when there is nothing to show', async () => {
    const onRefresh = jest.fn();
    renderShop(
      <CustomerHomeView
        data={{ featured: [], onSale: [], latest: [], categories: [] }}
        onRefresh={onRefresh}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });
});

describe('WelcomeBanner', () => {
  it('greets the shopper and links to products and categories', () => {
    renderShop(<WelcomeBanner firstName="Ada" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByRole('link', { name: 'Become a store manager' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });
});
