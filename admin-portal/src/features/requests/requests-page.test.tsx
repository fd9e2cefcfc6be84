import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@grocery/shared-ui/testing';
import { callsTo, fail, ok, page, serveApi, stopServing, type Routes } from '../../test/api';
import { categoryFixture, requestFixture } from '../../test/fixtures';
import AdminRequestsPage from './requests-page';

const account = requestFixture();
const update = requestFixture({
  id: 'r-2',
  type: 'category_update_request',
  requestData: {
    name: 'Fresh Fruit',
    description: 'Fruit picked this week',
    parentId: null,
    isVisible: true,
    categoryId: 'c-fruit',
    originalCategory: {
      id: 'c-fruit',
      name: 'Fruit',
      description: 'Fruit picked this week',
      parentId: 'c-produce',
      isVisible: true,
    },
  },
  requestedBy: { id: 'u-kim', name: 'Kim Lee', email: 'kim@example.com' },
});
const rejected = requestFixture({
  id: 'r-3',
  type: 'category_delete_request',
  status: 'rejected',
  rejectionReason: 'Still has products',
  requestData: { name: 'Snacks', categoryId: 'c-snacks' },
});
const produce = categoryFixture({ id: 'c-produce', name: 'Produce' });
const wantsAdmin = requestFixture({
  id: 'r-4',
  requestedRole: 'admin',
  requestData: { name: 'Dana Boss', email: 'dana@example.com', requestedRole: 'admin' },
  requestedBy: { id: 'u-dana', name: 'Dana Boss', email: 'dana@example.com' },
});

function store(overrides: Routes = {}): Routes {
  return {
    'GET /requests': ok({
      requests: [account, update, rejected, wantsAdmin],
      pagination: page(4),
    }),
    'GET /categories/tree': ok({ categories: [produce] }),
    ...overrides,
  };
}

const item = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('li')!);

afterEach(stopServing);

describe('AdminRequestsPage', () => {
  it('lists requests with type and status badges and decisions for pending ones only', async () => {
    serveApi(store());
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    expect(item('Sam Carter').getByText('Store Manager Registration')).toBeInTheDocument();
    expect(item('Sam Carter').getByText('Pending')).toBeInTheDocument();
    expect(item('Sam Carter').getByText(/Submitted November 21, 2026/)).toBeInTheDocument();
    expect(item('Fresh Fruit').getByText('Update Category')).toBeInTheDocument();
    expect(item('Fresh Fruit').getByText(/By Kim Lee/)).toBeInTheDocument();
    expect(item('Snacks').getByText('Rejected')).toBeInTheDocument();
    expect(item('Snacks').queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(item('Snacks').queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(item('Sam Carter').getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    expect(item('Sam Carter').queryByText(/administrator/)).not.toBeInTheDocument();
  });

  it('says plainly when an account request asks for admin rights', async () => {
    serveApi(store());
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    expect(item('Dana Boss').getByText('Admin Registration')).toBeInTheDocument();
    expect(
      item('Dana Boss').getByText('Approving makes this person an administrator.'),
    ).toBeInTheDocument();
    await userEvent.click(item('Dana Boss').getByRole('button', { name: 'Show Details' }));
    expect(item('Dana Boss').getByText('Requested role').nextSibling).toHaveTextContent('Admin');
  });

  it('says before approving that the request makes someone an administrator', async () => {
    const seen = serveApi(store());
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    await userEvent.click(item('Dana Boss').getByRole('button', { name: /Approve/ }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Approve Admin Registration?' }));
    expect(dialog.getByText(/Dana Boss becomes an administrator/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'Make Administrator' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'PATCH /requests/r-4/approve')).toHaveLength(0);
  });

  it('lays the details out for a person, with before and after for an update', async () => {
    serveApi(store());
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    const toggle = item('Sam Carter').getByRole('button', { name: 'Show Details' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Details');
    const details = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    expect(details.getByText('Store name').nextSibling).toHaveTextContent('Carter Grocers');
    expect(details.getByText('Requested role').nextSibling).toHaveTextContent('Store Manager');
    expect(details.queryByText(/[{}"]/)).not.toBeInTheDocument();

    await userEvent.click(item('Fresh Fruit').getByRole('button', { name: 'Show Details' }));
    const fruit = item('Fresh Fruit');
    expect(fruit.getByText('Name').nextSibling).toHaveTextContent('FruitFresh Fruit');
    expect(fruit.getByLabelText('was Fruit')).toBeInTheDocument();
    expect(fruit.getByLabelText('becomes Fresh Fruit')).toBeInTheDocument();
    expect(fruit.getByLabelText('was Produce')).toBeInTheDocument();
    expect(fruit.getByLabelText('becomes None (root category)')).toBeInTheDocument();
    expect(fruit.getByText('Description').nextSibling).toHaveTextContent('Fruit picked this week');

    await userEvent.click(item('Snacks').getByRole('button', { name: 'Show Details' }));
    expect(item('Snacks').getByText('Rejection reason').nextSibling).toHaveTextContent(
      'Still has products',
    );
  });

  it('approves, then reads the list again', async () => {
    const seen = serveApi(
      store({ 'PATCH /requests/r-1/approve': ok({ request: { ...account, status: 'approved' } }) }),
    );
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    await userEvent.click(item('Sam Carter').getByRole('button', { name: /Approve/ }));
    const dialog = within(
      screen.getByRole('alertdialog', { name: 'Approve Store Manager Registration?' }),
    );
    expect(
      dialog.getByText('Sam Carter becomes a store manager and can sign in to manage products.'),
    ).toBeInTheDocument();
    expect(callsTo(seen, 'PATCH /requests/r-1/approve')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'PATCH /requests/r-1/approve')[0]?.body).toEqual({ action: 'approve' });
    expect(callsTo(seen, 'GET /requests')).toHaveLength(2);
  });

  it('rejects with an optional reason', async () => {
    const seen = serveApi(
      store({ 'PATCH /requests/r-2/reject': ok({ request: { ...update, status: 'rejected' } }) }),
    );
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    await userEvent.click(item('Fresh Fruit').getByRole('button', { name: /Reject/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject request' }));
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Keep the old name');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected successfully!')).toBeInTheDocument();
    expect(callsTo(seen, 'PATCH /requests/r-2/reject')[0]?.body).toEqual({
      action: 'reject',
      reason: 'Keep the old name',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when another admin decided first", async () => {
    serveApi(
      store({ 'PATCH /requests/r-1/approve': fail(409, 'This request has already been reviewed') }),
    );
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    await userEvent.click(item('Sam Carter').getByRole('button', { name: /Approve/ }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('This request has already been reviewed')).toBeInTheDocument();
  });

  it("filters by status and type, and says 'No requests found'", async () => {
    const seen = serveApi(
      store({
        'GET /requests': (call) =>
          call.query.get('status')
            ? ok({ requests: [], pagination: page(0) })
            : ok({ requests: [account], pagination: page(1) }),
      }),
    );
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Add Category');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
    const last = callsTo(seen, 'GET /requests').at(-1)!;
    expect(last.query.get('status')).toBe('approved');
    expect(last.query.get('type')).toBe('category_add_request');
    expect(last.query.get('requestedRole')).toBeNull();
    expect(last.query.get('limit')).toBe('20');
  });

  it('tells admin registrations apart from store manager ones in the Type filter', async () => {
    const seen = serveApi(store());
    renderShop(<AdminRequestsPage />);
    await screen.findByRole('list', { name: 'Requests' });
    const typeFilter = screen.getByRole('combobox', { name: 'Type' });
    await userEvent.selectOptions(typeFilter, 'Admin Registration');
    await waitFor(() =>
      expect(callsTo(seen, 'GET /requests').at(-1)!.query.get('requestedRole')).toBe('admin'),
    );
    expect(callsTo(seen, 'GET /requests').at(-1)!.query.get('type')).toBe(
      'account_register_request',
    );
    await userEvent.selectOptions(typeFilter, 'Store Manager Registration');
    await waitFor(() =>
      expect(callsTo(seen, 'GET /requests').at(-1)!.query.get('requestedRole')).toBe(
        'store_manager',
      ),
    );
  });
});
