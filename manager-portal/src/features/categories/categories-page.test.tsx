import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import type { Category, StoreRequest } from '@grocery/shared-api';
import { renderShop } from '@grocery/shared-ui/testing';
import ManagerCategoriesPage from './categories-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listCategories: jest.fn(),
  getMyRequests: jest.fn(),
  createCategoryRequest: jest.fn(),
}));
const mocked = jest.mocked(api);

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const category = (n: number, name: string, parentId: string | null = null): Category => ({
  id: id(n),
  name,
  description: n === 1 ? 'Fresh fruit' : null,
  parentId,
  parent: null,
  isVisible: true,
  productCount: n,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const fruit = category(1, 'Fruit');
const berries = category(2, 'Berries', id(1));
const dairy = category(3, 'Dairy');

const request = (overrides: Partial<StoreRequest>): StoreRequest => ({
  id: 'r-1',
  type: 'category_update_request',
  status: 'pending',
  reason: null,
  adminNotes: null,
  rejectionReason: null,
  requestData: { name: 'Fruits', categoryId: id(1) },
  requestedBy: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

function serve(requests: StoreRequest[]) {
  const pagination = { page: 1, limit: 100, total: 3, totalPages: 1 };
  mocked.listCategories.mockResolvedValue({ categories: [fruit, berries, dairy], pagination });
  mocked.getMyRequests.mockResolvedValue({ requests, pagination });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
const field = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea, select' });

beforeEach(() => jest.clearAllMocks());

describe('manager categories', () => {
  it('has the two tabs; a pending request disables both buttons as Request Pending', async () => {
    serve([request({}), request({ id: 'r-2', type: 'account_register_request', requestData: {} })]);
    renderShop(<ManagerCategoriesPage />);
    expect(await screen.findByRole('tab', { name: 'Current Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'My Requests (1)' })).toBeInTheDocument();
    const pending = within(await card('Fruit')).getAllByRole('button', {
      name: 'Request Pending',
    });
    expect(pending).toHaveLength(2);
    pending.forEach((button) => expect(button).toBeDisabled());
    expect(
      within(await card('Dairy')).getByRole('button', { name: /Request Update/ }),
    ).toBeEnabled();
  });

  it('lists my requests with status badges and the rejection reason', async () => {
    serve([
      request({ id: 'r-3', status: 'rejected', rejectionReason: 'Use Produce instead' }),
      request({
        id: 'r-4',
        status: 'approved',
        type: 'category_add_request',
        requestData: { name: 'Tea' },
      }),
    ]);
    renderShop(<ManagerCategoriesPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'My Requests (2)' }));
    const [rejected, approved] = screen.getAllByTestId('my-request');
    expect(within(rejected!).getByText('Rejected')).toHaveAttribute('data-variant', 'danger');
    expect(within(rejected!).getByText('Use Produce instead')).toBeInTheDocument();
    expect(within(approved!).getByText('Approved')).toHaveAttribute('data-variant', 'success');
    expect(within(approved!).getByText('Add Category')).toBeInTheDocument();
  });

  it('starts on Add Category, requires a name, then sends it and shows the review notice', async () => {
    serve([]);
    mocked.createCategoryRequest.mockResolvedValue(request({ type: 'category_add_request' }));
    renderShop(<ManagerCategoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request New Category' }));
    const dialog = screen.getByRole('dialog', { name: 'New Category Request' });
    expect(field(/^Request type/)).toHaveValue('category_add_request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Request type is required')).not.toBeInTheDocument();
    await userEvent.type(field(/^Category name/), 'Tea');
    await userEvent.selectOptions(field(/^Parent category/), id(3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(
      await screen.findByText('Category request submitted! An administrator will review it.'),
    ).toBeInTheDocument();
    expect(mocked.createCategoryRequest).toHaveBeenCalledWith({
      type: 'category_add_request',
      requestData: expect.objectContaining({ name: 'Tea', parentId: id(3), isVisible: true }),
    });
    await waitFor(() => expect(mocked.getMyRequests).toHaveBeenCalledTimes(2));
  });

  it('pre-fills an update with the type locked and leaves the category out of its parents', async () => {
    serve([]);
    mocked.createCategoryRequest.mockResolvedValue(request({}));
    renderShop(<ManagerCategoriesPage />);
    await userEvent.click(
      within(await card('Fruit')).getByRole('button', { name: 'Request Update of Fruit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Update Category' });
    expect(field(/^Request type/)).toHaveValue('Update Category');
    expect(field(/^Request type/)).toHaveAttribute('readonly');
    expect(field(/^Category name/)).toHaveValue('Fruit');
    expect(field(/^Description/)).toHaveValue('Fresh fruit');
    const parents = within(field(/^Parent category/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(parents).toEqual(['No Parent (Root Category)', 'Dairy']);
    await userEvent.clear(field(/^Category name/));
    await userEvent.type(field(/^Category name/), 'Fresh Fruit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(mocked.createCategoryRequest).toHaveBeenCalledWith({
        type: 'category_update_request',
        requestData: expect.objectContaining({ categoryId: id(1), name: 'Fresh Fruit' }),
      }),
    );
  });

  it('asks before a deletion request, with its fields disabled and the warning', async () => {
    serve([]);
    mocked.createCategoryRequest.mockRejectedValue(new Error('offline'));
    renderShop(<ManagerCategoriesPage />);
    await userEvent.click(
      within(await card('Dairy')).getByRole('button', { name: 'Request Delete of Dairy' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    expect(
      within(dialog).getByText('Are you sure you want to request deletion of "Dairy"?'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Warning: This action cannot be undone. All products in this category will be affected.',
      ),
    ).toBeInTheDocument();
    for (const label of [/^Category name/, /^Description/, /^Parent category/]) {
      expect(field(label)).toBeDisabled();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Visible to shoppers' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request Deletion' }));
    expect(await screen.findByText('Failed to submit deletion request')).toBeInTheDocument();
    expect(mocked.createCategoryRequest).toHaveBeenCalledWith({
      type: 'category_delete_request',
      requestData: expect.objectContaining({ categoryId: id(3), name: 'Dairy' }),
    });
  });
});
