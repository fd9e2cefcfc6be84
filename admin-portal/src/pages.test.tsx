import { createElement, Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderShop } from '@grocery/shared-ui/testing';
import { fail, serveApi, stopServing } from './test/api';
import pages from './pages';

// Each page is its own chunk (React.lazy); the first load compiles the design system in jest.
function renderPage(key: string) {
  renderShop(createElement(Suspense, { fallback: 'Loading...' }, createElement(pages[key]!)));
}
const LOAD = { timeout: 15000 };

// The pages' first import compiles the design system under ts-jest, which on a cold cache
// takes longer than a test's 5 s; do it once, up front.
beforeAll(
  () =>
    Promise.all([
      import('@grocery/shared-ui'),
      import('@grocery/shared-ui/forms'),
      import('@grocery/shared-ui/commerce'),
    ]),
  60_000,
);
afterEach(stopServing);

describe('admin portal pages', () => {
  it('exposes the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'categories',
      'dashboard',
      'delivery',
      'delivery-slot',
      'management-dashboard',
      'order-detail',
      'orders',
      'picking',
      'portals',
      'products',
      'requests',
    ]);
  });

  it.each([
    ['dashboard', 'Admin Dashboard'],
    ['categories', 'Category Management'],
    ['requests', 'Requests Management'],
    ['orders', 'Orders'],
    ['products', 'Product Management'],
    ['management-dashboard', 'Store Dashboard'],
    ['picking', 'Picking'],
  ])('renders the %s page with the admin navigation', async (key, title) => {
    serveApi({});
    renderPage(key);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('shows a failed load with the reason and Try again', async () => {
    serveApi({ 'GET /orders': fail(503, 'The store is being updated') });
    renderPage('orders');
    expect(await screen.findByText('The store is being updated', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
