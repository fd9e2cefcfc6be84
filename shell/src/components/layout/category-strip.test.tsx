import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, resetApiConfig, type Category } from '@grocery/shared-api';
import { renderAt, setAppState } from '../../test/render';
import { CategoryStrip } from './category-strip';

const NAMES = [
  'Baby',
  'Bakery',
  'Beverages',
  'Dairy & Eggs',
  'Deli & Ready Meals',
  'Frozen',
  'Fruits & Vegetables',
  'Household',
  'Meat & Seafood',
  'Pantry',
  'Personal Care',
  'Pet Supplies',
  'Snacks & Sweets',
];
const categories: Category[] = NAMES.map((name, i) => ({
  id: `c${i}`,
  name,
  description: null,
  parentId: null,
  parent: null,
  isVisible: true,
  productCount: 3,
  createdAt: '',
}));

function serveCategories() {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const pagination = { page: 1, limit: 100, total: 13, totalPages: 1 };
    return new Response(JSON.stringify({ success: true, data: { categories, pagination } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const more = () => screen.getByRole('button', { name: 'More' });
// The categories arrive through the API client; a loaded machine can take over findBy's 1 s.
const stripLoaded = () => screen.findByRole('link', { name: 'Baby' }, { timeout: 4000 });
const menu = () => document.getElementById(more().getAttribute('aria-controls')!)!;

describe('CategoryStrip', () => {
  beforeEach(() => {
    setAppState({ role: 'customer' });
    configureApi({ baseUrl: 'http://localhost/api' });
    serveCategories();
  });
  afterEach(() => {
    resetApiConfig();
    jest.restoreAllMocks();
  });

  it('shows All Products and 10 categories, and the other 3 behind More', async () => {
    renderAt(<CategoryStrip />, '/dashboard');
    await stripLoaded();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All Products', ...NAMES.slice(0, 10)]);
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeVisible();

    await userEvent.click(more());
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal Care', 'Pet Supplies', 'Snacks & Sweets']);
    expect(within(menu()).getByRole('link', { name: 'Pet Supplies' })).toHaveAttribute(
      'href',
      '/products?category=c11',
    );
  });

  it('works by keyboard: opens on its first link, arrows move, Escape returns to More', async () => {
    renderAt(<CategoryStrip />, '/dashboard');
    await stripLoaded();
    more().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Personal Care' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Pet Supplies' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Snacks & Sweets' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(more()).toHaveFocus();
    expect(more()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Personal Care' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?category=c10');
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks More as current when the page shows one of its categories', async () => {
    renderAt(<CategoryStrip />, '/products?category=c12');
    await stripLoaded();
    expect(more()).toHaveClass('is-active');
    await userEvent.click(more());
    expect(screen.getByRole('link', { name: 'Snacks & Sweets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
