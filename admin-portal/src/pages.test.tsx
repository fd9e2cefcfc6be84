import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import pages from './pages';

// Each page is its own chunk (React.lazy); the first load compiles the design system in jest.
function renderPage(key: string) {
  render(createElement(Suspense, { fallback: 'Loading...' }, createElement(pages[key]!)));
}
const LOAD = { timeout: 15000 };

// The pages' first import compiles the design system under ts-jest, which on a cold cache
// takes longer than a test's 5 s; do it once, up front.
beforeAll(() => import('@grocery/shared-ui'), 60_000);

describe('admin portal pages', () => {
  it('exposes the pages the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(['categories', 'dashboard', 'products', 'requests']);
  });

  it.each([
    ['dashboard', 'Admin dashboard'],
    ['products', 'Manage products'],
    ['categories', 'Manage categories'],
    ['requests', 'Requests'],
  ])('marks the %s page as coming soon', async (key, title) => {
    renderPage(key);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
