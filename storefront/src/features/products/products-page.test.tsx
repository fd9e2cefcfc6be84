import { screen } from '@testing-library/react';
import * as api from '@grocery/shared-api';
import type { Category } from '@grocery/shared-api';
import { renderShop } from '@grocery/shared-ui/testing';
import { ProductsPage } from './products-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  getCategory: jest.fn(),
  listProducts: jest.fn(),
}));
const mocked = jest.mocked(api);

const dairy: Category = {
  id: 'c-dairy',
  name: 'Dairy & Eggs',
  description: null,
  parentId: null,
  parent: null,
  isVisible: true,
  productCount: 0,
  createdAt: '',
};

describe('ProductsPage', () => {
  beforeEach(() => {
    mocked.listProducts.mockResolvedValue({
      products: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
  });

  it("titles an aisle with its name once known, never 'Products' while it loads", async () => {
    let answer: (category: Category) => void = () => undefined;
    mocked.getCategory.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderShop(<ProductsPage />, '/products?category=c-dairy');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Loading category...');
    expect(heading).not.toHaveTextContent('Products');
    answer(dairy);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dairy & Eggs' }),
    ).toBeInTheDocument();
  });
});
