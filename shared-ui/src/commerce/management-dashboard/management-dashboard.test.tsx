import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as api from '@grocery/shared-api';
import { clearSession } from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop } from '../testing/render';
import { signInAs } from '../testing/session';
import { ManagementDashboard } from './management-dashboard';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listProducts: jest.fn(),
  listCategories: jest.fn(),
  getLowStockProducts: jest.fn(),
}));
const mocked = jest.mocked(api);

const recent = Array.from({ length: 6 }, (_, i) =>
  productFixture({ id: `p-${i}`, name: `Product ${i}`, stock: 50 }),
);
recent[0] = { ...recent[0]!, price: 3.99, discountPrice: 3.19, discount: 20 };

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listProducts.mockResolvedValue({
    products: recent,
    pagination: { page: 1, limit: 6, total: 1234, totalPages: 206 },
  });
  mocked.listCategories.mockResolvedValue({
    categories: [],
    pagination: { page: 1, limit: 1, total: 37, totalPages: 37 },
  });
  mocked.getLowStockProducts.mockResolvedValue({
    products: [productFixture({ id: 'low', name: 'Saffron', stock: 2 })],
    total: 14,
  });
});

afterEach(() => clearSession());

const stat = (label: string) => screen.getByText(label).closest('li')!;

describe('ManagementDashboard', () => {
  it('shows the server totals, 6 recent products and the low stock alert', async () => {
    signInAs('store_manager');
    renderShop(<ManagementDashboard />);
    expect(await within(stat('Total Products')).findByText('1,234')).toBeInTheDocument();
    expect(await within(stat('Categories')).findByText('37')).toBeInTheDocument();
    expect(await within(stat('Low Stock Items')).findByText('14')).toBeInTheDocument();
    expect(mocked.listProducts).toHaveBeenCalledWith(
      expect.objectContaining({ limit: 6, includeHidden: true }),
      expect.anything(),
    );
    expect(mocked.getLowStockProducts).toHaveBeenCalledWith({ limit: 3 }, expect.anything());
    const recentPanel = screen.getByRole('region', { name: 'Recent Products' });
    expect(within(recentPanel).getAllByRole('listitem')).toHaveLength(6);
    // A product on sale shows what it sells for, with the regular price struck through.
    const onSale = within(recentPanel).getByText('Product 0').closest('li')!;
    expect(within(onSale).getByText('$3.19')).toBeInTheDocument();
    expect(within(onSale).getByText('$3.99').closest('s')).not.toBeNull();
    const lowPanel = screen.getByRole('region', { name: 'Low Stock Alert' });
    expect(within(lowPanel).getByText('Saffron')).toBeInTheDocument();
    expect(within(lowPanel).getByText('2 in stock')).toBeInTheDocument();
    expect(within(lowPanel).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/manager/products?stock=low',
    );
  });

  it.each([
    ['store_manager', '/manager/products', '/manager/categories'],
    ['admin', '/admin/products', '/admin/categories'],
    ['customer', '/products', '/categories'],
  ] as const)('links a %s to its own screens', async (role, products, categories) => {
    signInAs(role);
    renderShop(<ManagementDashboard />);
    expect(await screen.findByRole('link', { name: 'Manage Products' })).toHaveAttribute(
      'href',
      products,
    );
    expect(screen.getByRole('link', { name: 'Manage Categories' })).toHaveAttribute(
      'href',
      categories,
    );
  });

  it('keeps the other figures when one fails and says the stock is fine when nothing is low', async () => {
    signInAs('store_manager');
    mocked.listCategories.mockRejectedValue(new Error('down'));
    mocked.getLowStockProducts.mockResolvedValue({ products: [], total: 0 });
    renderShop(<ManagementDashboard />);
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    expect(await screen.findByText('All products are well stocked')).toBeInTheDocument();
    expect(within(stat('Total Products')).getByText('1,234')).toBeInTheDocument();
  });

  it('opens the product list filtered to low stock from the Low Stock card, by keyboard', async () => {
    signInAs('store_manager');
    function ProductList() {
      const { pathname, search } = useLocation();
      return <h1>{`${pathname}${search}`}</h1>;
    }
    render(
      <MemoryRouter initialEntries={['/manager/dashboard']}>
        <Routes>
          <Route path="/manager/dashboard" element={<ManagementDashboard />} />
          <Route path="/manager/products" element={<ProductList />} />
        </Routes>
      </MemoryRouter>,
    );
    const card = await screen.findByRole('link', { name: 'Low Stock Items' });
    expect(card).toHaveAttribute('href', '/manager/products?stock=low');
    expect(await within(stat('Low Stock Items')).findByText('14')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total Products' })).toHaveAttribute(
      'href',
      '/manager/products',
    );
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/manager/categories',
    );
    for (let i = 0; i < 5 && document.activeElement !== card; i += 1) await userEvent.tab();
    expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: '/manager/products?stock=low' }),
    ).toBeInTheDocument();
  });
});
