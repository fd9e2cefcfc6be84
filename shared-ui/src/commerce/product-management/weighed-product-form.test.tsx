import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import type { Category } from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop } from '../testing/render';
import { ProductFormDialog } from './product-form-dialog';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  createProduct: jest.fn(),
  updateProduct: jest.fn(),
  listAuditEntries: jest.fn(),
}));
const mocked = jest.mocked(api);

const deli: Category = {
  id: '7a2d8f1b-3c4d-4e5f-9a01-23456789abcd',
  name: 'Deli',
  description: null,
  parentId: null,
  parent: null,
  isVisible: true,
  productCount: 0,
  createdAt: '',
};

const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea, select' });

function open(product: ReturnType<typeof productFixture> | null = null) {
  renderShop(
    <ProductFormDialog
      product={product}
      categories={[deli]}
      onSaved={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  return screen.getByRole('dialog');
}

/** A new cheese sold by weight, everything filled in but the step and minimum. */
async function fillWeighedCheese() {
  await userEvent.type(field(/^Product name/), 'Comté');
  await userEvent.type(field(/^Description/), 'Comté aged 18 months, cut to order.');
  await userEvent.selectOptions(field(/^Category/), deli.id);
  await userEvent.selectOptions(field(/^Sold by/), 'weight');
  await userEvent.selectOptions(field(/^Weight unit/), 'lb');
  await userEvent.type(field(/^Price/), '12.5');
  await userEvent.type(field(/^Stock quantity/), '8.75');
}

async function setNumber(label: RegExp, value: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), value);
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listAuditEntries.mockResolvedValue({
    entries: [],
    pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
  });
});

describe('product form, sold by weight', () => {
  it('prices and stocks per weight unit and sends the weighing fields', async () => {
    mocked.createProduct.mockResolvedValue(productFixture({ id: 'p-cheese' }));
    const dialog = open();
    expect(field(/^Price/)).toHaveAccessibleName(/^Price \(\$\)/);
    expect(within(dialog).queryByLabelText(/^Quantity step/)).not.toBeInTheDocument();
    expect(field(/^Unit/)).toHaveValue('piece');
    await fillWeighedCheese();
    // Counted in its weight unit: no second, contradictory "Unit" beside it.
    expect(within(dialog).queryByLabelText(/^Unit/)).not.toBeInTheDocument();
    expect(field(/^Price/)).toHaveAccessibleName(/^Price \(\$ per lb\)/);
    expect(field(/^Stock quantity/)).toHaveAccessibleName(/^Stock quantity \(lb\)/);
    await setNumber(/^Quantity step/, '0.25');
    await setNumber(/^Minimum quantity/, '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(mocked.createProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 12.5,
        stock: 8.75,
        unit: 'lb',
        soldBy: 'weight',
        weightUnit: 'lb',
        quantityStep: 0.25,
        minQuantity: 0.5,
      }),
    );
  });

  it('refuses a minimum that is not a whole number of steps and sends nothing', async () => {
    const dialog = open();
    await fillWeighedCheese();
    await setNumber(/^Quantity step/, '0.3');
    await setNumber(/^Minimum quantity/, '0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(
      await within(dialog).findByText('Minimum quantity must be a multiple of the quantity step'),
    ).toBeInTheDocument();
    expect(field(/^Minimum quantity/)).toHaveAccessibleDescription(
      /Minimum quantity must be a multiple of the quantity step/,
    );
    expect(mocked.createProduct).not.toHaveBeenCalled();
  });

  it('shows the range message for a step out of bounds', async () => {
    const dialog = open();
    await fillWeighedCheese();
    await setNumber(/^Quantity step/, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(
      await within(dialog).findByText('Quantity step must be between 0.001 and 100'),
    ).toBeInTheDocument();
    expect(mocked.createProduct).not.toHaveBeenCalled();
  });

  it('edits a weighed product: shows its unit, step and minimum and keeps them', async () => {
    const ham = productFixture({
      id: 'p-ham',
      name: 'Smoked ham',
      categoryId: deli.id,
      soldBy: 'weight',
      weightUnit: 'kg',
      quantityStep: 0.1,
      minQuantity: 0.2,
      stock: 4.5,
    });
    mocked.updateProduct.mockResolvedValue(ham);
    const dialog = open(ham);
    expect(field(/^Sold by/)).toHaveValue('weight');
    expect(field(/^Weight unit/)).toHaveValue('kg');
    expect(field(/^Quantity step/)).toHaveValue(0.1);
    expect(field(/^Minimum quantity/)).toHaveValue(0.2);
    expect(field(/^Stock quantity/)).toHaveValue(4.5);
    expect(field(/^Price/)).toHaveAccessibleName(/^Price \(\$ per kg\)/);
    expect(within(dialog).queryByLabelText(/^Unit/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(mocked.updateProduct).toHaveBeenCalledWith(
      'p-ham',
      expect.objectContaining({
        unit: 'kg',
        soldBy: 'weight',
        weightUnit: 'kg',
        quantityStep: 0.1,
        minQuantity: 0.2,
        stock: 4.5,
      }),
    );
  });

  it('keeps stock whole for a product sold by the piece', async () => {
    const dialog = open();
    await fillWeighedCheese();
    await userEvent.selectOptions(field(/^Sold by/), 'unit');
    expect(field(/^Unit/)).toHaveValue('piece');
    await setNumber(/^Stock quantity/, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(
      await within(dialog).findByText('Stock values must be whole numbers'),
    ).toBeInTheDocument();
    expect(mocked.createProduct).not.toHaveBeenCalled();
  });
});
