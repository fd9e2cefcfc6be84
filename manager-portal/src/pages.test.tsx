import { createElement, Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import * as api from '@grocery/shared-api';
import { renderShop } from '@grocery/shared-ui/testing';
import pages from './pages';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listProducts: jest.fn(),
  listCategories: jest.fn(),
  getLowStockProducts: jest.fn(),
  getMyRequests: jest.fn(),
  getPickList: jest.fn(),
}));
const mocked = jest.mocked(api);
const empty = { page: 1, limit: 12, total: 0, totalPages: 0 };

// Each page is its own chunk (React.lazy); the first load compiles the design system in jest.
function renderPage(key: string) {
  renderShop(
    createElement(Suspense, { fallback: 'Loading...' }, createElement(pages[key]!)),
    `/manager/${key}`,
  );
}
const LOAD = { timeout: 15000 };

beforeAll(
  () =>
    Promise.all([
      import('@grocery/shared-ui'),
      import('@grocery/shared-ui/forms'),
      import('@grocery/shared-ui/commerce'),
    ]),
  60_000,
);

beforeEach(() => {
  mocked.listProducts.mockResolvedValue({ products: [], pagination: empty });
  mocked.listCategories.mockResolvedValue({ categories: [], pagination: empty });
  mocked.getLowStockProducts.mockResolvedValue({ products: [], total: 0 });
  mocked.getMyRequests.mockResolvedValue({ requests: [], pagination: empty });
  mocked.getPickList.mockResolvedValue({ orders: [], aisles: [] });
});

describe('manager portal pages', () => {
  it('exposes the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(['categories', 'dashboard', 'picking', 'products']);
  });

  it.each([
    ['dashboard', 'Store Dashboard'],
    ['products', 'Product Management'],
    ['categories', 'Category Management'],
    ['picking', 'Picking'],
  ])('shows the %s screen', async (key, title) => {
    renderPage(key);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it.each(['dashboard', 'products', 'categories', 'picking'])(
    'links the four sections above the %s screen and marks it as the current one',
    async (key) => {
      renderPage(key);
      const nav = await screen.findByRole('navigation', { name: 'Store manager' }, LOAD);
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/manager/dashboard'],
        ['Products', '/manager/products'],
        ['Categories', '/manager/categories'],
        ['Picking', '/manager/picking'],
      ]);
      const current = within(nav).getByRole('link', { current: 'page' });
      expect(current).toHaveAttribute('href', `/manager/${key}`);
    },
  );
});
