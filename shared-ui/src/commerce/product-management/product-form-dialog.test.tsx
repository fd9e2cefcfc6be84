import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import type { Category } from '@grocery/shared-api';
import { productFixture } from '../testing/fixtures';
import { renderShop } from '../testing/render';
import { SKU_HINT } from './basic-section';
import { ProductFormDialog } from './product-form-dialog';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  createProduct: jest.fn(),
  updateProduct: jest.fn(),
  uploadImage: jest.fn(),
  listAuditEntries: jest.fn(),
}));
const mocked = jest.mocked(api);

const fruit: Category = {
  id: '6f1c7e0a-2b3c-4d5e-8f90-123456789abc',
  name: 'Fruit',
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
  const onSaved = jest.fn();
  renderShop(
    <ProductFormDialog
      product={product}
      categories={[fruit]}
      onSaved={onSaved}
      onCancel={jest.fn()}
    />,
  );
  return { onSaved, dialog: screen.getByRole('dialog') };
}

const submit = (dialog: HTMLElement, name: string) =>
  userEvent.click(within(dialog).getByRole('button', { name }));

beforeEach(() => {
  jest.clearAllMocks();
  mocked.listAuditEntries.mockResolvedValue({
    entries: [],
    pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
  });
});

describe('product form', () => {
  it('shows the spec messages for every missing required field', async () => {
    const { dialog } = open();
    await userEvent.clear(field(/^SKU/));
    await submit(dialog, 'Create Product');
    for (const message of [
      'Product name is required',
      'SKU is required',
      'Description is required',
      'Category is required',
      'Price is required',
      'Stock quantity is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(mocked.createProduct).not.toHaveBeenCalled();
  });

  it('checks lengths, patterns and negatives with the spec wording', async () => {
    const { dialog } = open();
    await userEvent.type(field(/^Product name/), 'A');
    await userEvent.clear(field(/^SKU/));
    await userEvent.type(field(/^SKU/), 'ab');
    await userEvent.type(field(/^Description/), 'Short');
    await userEvent.type(field(/^Price/), '0');
    await userEvent.type(field(/^Stock quantity/), '-1');
    await userEvent.type(field(/^Barcode/), '12ab');
    await userEvent.type(field(/^Tags/), 'fresh; local');
    await userEvent.type(field(/^Weight/), '-2');
    await submit(dialog, 'Create Product');
    for (const message of [
      'Product name must be at least 2 characters',
      'SKU must be 3-20 uppercase letters/numbers/hyphens',
      'Description must be at least 10 characters',
      'Price must be greater than 0',
      'Stock cannot be negative',
      'Barcode must be 8-14 digits',
      'Tags must be comma-separated strings',
      'Weight cannot be negative',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it('fills the SKU from the name until the SKU is typed by hand', async () => {
    const { dialog } = open();
    expect(within(dialog).getByText(SKU_HINT)).toBeInTheDocument();
    await userEvent.type(field(/^Product name/), 'Green apples!');
    expect(field(/^SKU/)).toHaveValue('GREENAPP');
    await userEvent.clear(field(/^Product name/));
    await userEvent.type(field(/^Product name/), 'Kiwi');
    expect(field(/^SKU/)).toHaveValue('KIWIXXXX');
    await userEvent.clear(field(/^SKU/));
    await userEvent.type(field(/^SKU/), 'FRU-100');
    await userEvent.type(field(/^Product name/), ' gold');
    expect(field(/^SKU/)).toHaveValue('FRU-100');
    expect(within(dialog).queryByText(SKU_HINT)).not.toBeInTheDocument();
  });

  it("drops 'SKU is required' once the name fills the SKU in", async () => {
    const { dialog } = open();
    await submit(dialog, 'Create Product');
    expect(await within(dialog).findByText('SKU is required')).toBeInTheDocument();
    await userEvent.type(field(/^Product name/), 'Gala apples');
    expect(field(/^SKU/)).toHaveValue('GALAAPPL');
    expect(within(dialog).queryByText('SKU is required')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Product name is required')).not.toBeInTheDocument();
  });

  it('asks before Escape or the close button throws away what was typed', async () => {
    const onCancel = jest.fn();
    renderShop(<ProductFormDialog categories={[fruit]} onSaved={jest.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.type(field(/^Product name/), 'Gala apples');
    await userEvent.keyboard('{Escape}');
    const ask = within(screen.getByRole('alertdialog', { name: 'Discard your changes?' }));
    expect(ask.getByRole('button', { name: 'Keep Editing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field(/^Product name/)).toHaveValue('Gala apples');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('sends the normalised product and announces it', async () => {
    const created = productFixture({ id: 'p-new', name: 'Kiwi' });
    mocked.createProduct.mockResolvedValue(created);
    const { dialog, onSaved } = open();
    await userEvent.type(field(/^Product name/), '  Kiwi  ');
    await userEvent.type(field(/^Description/), 'Sweet green kiwis from New Zealand.');
    await userEvent.selectOptions(field(/^Category/), fruit.id);
    await userEvent.type(field(/^Price/), '3.5');
    await userEvent.type(field(/^Discount price/), '2.8');
    expect(within(dialog).getByText('20% off')).toBeInTheDocument();
    await userEvent.type(field(/^Stock quantity/), '40');
    await userEvent.type(
      field(/^Images/),
      'not a url\nhttps://example.com/kiwi.png\nhttps://example.com/kiwi.png',
    );
    await userEvent.type(field(/^Tags/), 'fruit, green, fruit');
    await submit(dialog, 'Create Product');
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(mocked.createProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Kiwi',
        sku: 'KIWIXXXX',
        price: 3.5,
        discountPrice: 2.8,
        stock: 40,
        minStock: 0,
        maxStock: 0,
        weight: null,
        manufacturer: null,
        images: ['https://example.com/kiwi.png'],
        tags: ['fruit', 'green'],
        status: 'active',
        visibility: 'visible',
        isFeatured: false,
      }),
    );
    expect(onSaved).toHaveBeenCalledWith(created, true);
  });

  it('refuses a picture over 2 MB before uploading and adds an uploaded one as a line', async () => {
    mocked.uploadImage.mockResolvedValue({ id: 'u-1', url: '/api/uploads/u-1' });
    open();
    const picker = screen.getByLabelText('Add picture files') as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(picker, big);
    expect(await screen.findByText('big.png: Image must be 2 MB or smaller')).toBeInTheDocument();
    expect(mocked.uploadImage).not.toHaveBeenCalled();
    await userEvent.upload(
      picker,
      new File([new Uint8Array(10)], 'pear.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(field(/^Images/)).toHaveValue('/api/uploads/u-1');
  });

  it('edits a product: keeps its SKU, reports the update and shows its history', async () => {
    const product = productFixture({
      id: 'p-1',
      name: 'Pears',
      sku: 'PEAR-01',
      categoryId: fruit.id,
    });
    mocked.updateProduct.mockResolvedValue(product);
    mocked.listAuditEntries.mockResolvedValue({
      entries: [
        {
          id: 'a-1',
          actorId: 'u-1',
          actorName: 'Sam Green',
          action: 'product.update',
          entityType: 'product',
          entityId: 'p-1',
          before: { price: 4, stock: 3, updatedAt: 'x' },
          after: { price: 5, stock: 3, updatedAt: 'y' },
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
    });
    const { dialog } = open(product);
    expect(await within(dialog).findByText(/edited price/)).toBeInTheDocument();
    expect(within(dialog).queryByText(SKU_HINT)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Sam Green')).toBeInTheDocument();
    await userEvent.type(field(/^Product name/), ' Conference');
    expect(field(/^SKU/)).toHaveValue('PEAR-01');
    await submit(dialog, 'Update Product');
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(mocked.updateProduct).toHaveBeenCalledWith(
      'p-1',
      expect.objectContaining({ name: 'Pears Conference', sku: 'PEAR-01' }),
    );
  });

  it("puts the server's field messages under the fields", async () => {
    mocked.createProduct.mockRejectedValue(
      new api.ApiError({
        kind: 'http',
        status: 409,
        message: 'A product with this SKU already exists',
        serverMessage: 'A product with this SKU already exists',
        errors: [{ field: 'sku', message: 'A product with this SKU already exists' }],
      }),
    );
    const { dialog } = open();
    await userEvent.type(field(/^Product name/), 'Kiwi');
    await userEvent.type(field(/^Description/), 'Sweet green kiwis from New Zealand.');
    await userEvent.selectOptions(field(/^Category/), fruit.id);
    await userEvent.type(field(/^Price/), '3');
    await userEvent.type(field(/^Stock quantity/), '4');
    await submit(dialog, 'Create Product');
    expect(
      await within(dialog).findByText('A product with this SKU already exists'),
    ).toBeInTheDocument();
  });
});
