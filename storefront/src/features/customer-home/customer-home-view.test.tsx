import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@grocery/shared-api';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { CustomerHomeView } from './customer-home-view';
import { WelcomeBanner } from './welcome-banner';

beforeEach(resetShop);

const products = Array.from({ length: 12 }, (_, i) =>
  productFixture({
    id: `p${i}`,
    name: `Product ${i}`,
    isFeatured: i < 7,
    discount: i % 2 ? 10 : 0,
    discountPrice: i % 2 ? 3.6 : null,
  }),
);
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
      <CustomerHomeView data={{ products, categories: [dairy] }} onRefresh={() => undefined} />,
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
    expect(screen.getByRole('link', { name: /Dairy/ })).toHaveAttribute(
      'href',
      '/products?category=c-dairy',
    );
  });

  it('offers Refresh when there is nothing to show', async () => {
    const onRefresh = jest.fn();
    renderShop(<CustomerHomeView data={{ products: [], categories: [] }} onRefresh={onRefresh} />);
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
  });
});
