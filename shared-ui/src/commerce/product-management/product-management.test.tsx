import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import { clearSession, type Product, type Role } from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop } from '../testing/render';
import { signInAs } from '../testing/session';
import { ProductManagement } from './product-management';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listProducts: jest.fn(),
  listCategories: jest.fn(),
  createProduct: jest.fn(),
  updateProduct: jest.fn(),
  deleteProduct: jest.fn(),
  uploadImage: jest.fn(),
  listAuditEntries: jest.fn(),
}));
const mocked = jest.mocked(api);

const pagination = (total: number) => ({ page: 1, limit: 12, total, totalPages: 1 });
const fruit = { id: '6f1c7e0a-2b3c-4d5e-8f90-123456789abc', name: 'Fruit' };
const mine = productFixture({ id: 'p-mine', name: 'Pears', addedBy: 'u-me' });
const theirs = productFixture({ id: 'p-theirs', name: 'Milk', addedBy: 'u-other' });

const signIn = (role: Role) => signInAs(role, { id: 'u-me' });

function serve(products: Product[]) {
  mocked.listProducts.mockResolvedValue({ products, pagination: pagination(products.length) });
}

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea, select' });

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listCategories.mockResolvedValue({
    categories: [
      {
        ...fruit,
        description: null,
        parentId: null,
        parent: null,
        isVisible: true,
        productCount: 0,
        createdAt: '',
      },
    ],
    pagination: pagination(1),
  });
  mocked.listAuditEntries.mockResolvedValue({ entries: [], pagination: pagination(0) });
});

afterEach(() => clearSession());

describe('ProductManagement', () => {
  it('lists the whole catalogue; a store manager may edit and delete only what it added', async () => {
    signIn('store_manager');
    serve([mine, theirs]);
    renderShop(<ProductManagement />);
    const items = await screen.findAllByTestId('managed-product');
    expect(items).toHaveLength(2);
    expect(mocked.listProducts).toHaveBeenCalledWith(
      expect.objectContaining({ includeHidden: true, page: 1, sort: 'createdAt', order: 'desc' }),
      expect.anything(),
    );
    expect(within(items[0]!).getByRole('button', { name: 'Edit Pears' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('lets an admin manage every product and toggles grid and list', async () => {
    signIn('admin');
    serve([mine, theirs]);
    renderShop(<ProductManagement />);
    expect(await screen.findByRole('button', { name: 'Delete Milk' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByTestId('managed-product')[0]).toHaveClass('gs-pm-item--list');
  });

  it("shows 'No products found' and opens the form from 'Add Your First Product'", async () => {
    signIn('store_manager');
    serve([]);
    renderShop(<ProductManagement />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Product' });
    for (const section of ['Basic Information', 'Pricing & Inventory', 'Product Details']) {
      expect(within(dialog).getByRole('group', { name: section })).toBeInTheDocument();
    }
    const advanced = within(dialog).getByRole('button', { name: 'Advanced Settings' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    expect(field(/^Featured on the home page/)).toBeVisible();
  });

  it('searches the server after typing and filters by category from page 1', async () => {
    signIn('admin');
    serve([mine]);
    renderShop(<ProductManagement />);
    await screen.findByText('Pears');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pear');
    await waitFor(() =>
      expect(mocked.listProducts).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: 'pear', page: 1 }),
        expect.anything(),
      ),
    );
    await screen.findByRole('option', { name: 'Fruit' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), fruit.id);
    expect(mocked.listProducts).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: fruit.id, search: 'pear' }),
      expect.anything(),
    );
  });

  it("says no products match a search, and 'Clear Search' lists the catalogue again", async () => {
    signIn('admin');
    mocked.listProducts.mockImplementation(async ({ search } = {}) =>
      search
        ? { products: [], pagination: pagination(0) }
        : { products: [mine], pagination: pagination(1) },
    );
    renderShop(<ProductManagement />);
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    expect(screen.getByText('No product matches "zzz" with these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Product' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByText('Pears')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('filters to low stock from ?stock=low, and the filter can be cleared', async () => {
    signIn('store_manager');
    mocked.listProducts.mockImplementation(async ({ lowStock } = {}) =>
      lowStock
        ? { products: [], pagination: pagination(0) }
        : { products: [mine, theirs], pagination: pagination(2) },
    );
    renderShop(<ProductManagement />, '/manager/products?stock=low');
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    expect(mocked.listProducts).toHaveBeenLastCalledWith(
      expect.objectContaining({ lowStock: true, page: 1 }),
      expect.anything(),
    );
    const onlyLow = screen.getByRole('checkbox', { name: 'Low stock only' });
    expect(onlyLow).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findAllByTestId('managed-product')).toHaveLength(2);
    expect(onlyLow).not.toBeChecked();
    await userEvent.click(onlyLow);
    expect(mocked.listProducts).toHaveBeenLastCalledWith(
      expect.objectContaining({ lowStock: true }),
      expect.anything(),
    );
  });

  it('asks before deleting and says so when done', async () => {
    signIn('store_manager');
    serve([mine]);
    mocked.deleteProduct.mockResolvedValue();
    renderShop(<ProductManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pears' }));
    const confirm = screen.getByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure you want to delete this product?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(mocked.deleteProduct).toHaveBeenCalledWith('p-mine');
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(mocked.listProducts).toHaveBeenCalledTimes(2);
  });
});
