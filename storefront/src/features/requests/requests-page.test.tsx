import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import { clearSession, type StoreRequest } from '@grocery/shared-api';
import { renderShop, signInAs } from '@grocery/shared-ui/testing';
import { RequestsPage } from './requests-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  getMyRequests: jest.fn(),
  createStoreManagerRequest: jest.fn(),
}));
const mocked = jest.mocked(api);

const request = (overrides: Partial<StoreRequest>): StoreRequest => ({
  id: 'r-1',
  type: 'account_register_request',
  status: 'pending',
  reason: 'I ran a bakery for ten years',
  adminNotes: null,
  rejectionReason: null,
  requestData: {},
  requestedBy: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

function serve(requests: StoreRequest[]) {
  const pagination = { page: 1, limit: 100, total: requests.length, totalPages: 1 };
  mocked.getMyRequests.mockResolvedValue({ requests, pagination });
}

const reason = () => screen.getByLabelText(/^Reason/, { selector: 'textarea' });

beforeEach(() => jest.clearAllMocks());
afterEach(() => clearSession());

describe('customer requests', () => {
  it('shows each request with its status colour and a rejection reason', async () => {
    signInAs('customer');
    serve([
      request({ id: 'a' }),
      request({ id: 'b', status: 'approved' }),
      request({ id: 'c', status: 'rejected', rejectionReason: 'Tell us about your store' }),
    ]);
    renderShop(<RequestsPage />);
    const [pending, approved, rejected] = await screen.findAllByTestId('request');
    expect(within(pending!).getByText('Pending')).toHaveAttribute('data-variant', 'warning');
    expect(within(approved!).getByText('Approved')).toHaveAttribute('data-variant', 'success');
    expect(within(rejected!).getByText('Rejected')).toHaveAttribute('data-variant', 'danger');
    expect(within(rejected!).getByText('Tell us about your store')).toBeInTheDocument();
    expect(within(pending!).getByText('Store Manager Registration')).toBeInTheDocument();
  });

  it('checks the reason, submits it and refreshes the list', async () => {
    signInAs('customer');
    serve([]);
    mocked.createStoreManagerRequest.mockResolvedValue(request({}));
    renderShop(<RequestsPage />);
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Request' }));
    const dialog = screen.getByRole('dialog', { name: 'Become a Store Manager' });
    const send = within(dialog).getByRole('button', { name: 'Submit Request' });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await userEvent.type(reason(), 'Too short');
    await userEvent.click(send);
    expect(
      await within(dialog).findByText('Reason must be at least 10 characters'),
    ).toBeInTheDocument();
    await userEvent.type(reason(), ' no more');
    await userEvent.click(send);
    expect(await screen.findByText('Request submitted successfully!')).toBeInTheDocument();
    expect(mocked.createStoreManagerRequest).toHaveBeenCalledWith({
      reason: 'Too short no more',
      experience: null,
    });
    await waitFor(() => expect(mocked.getMyRequests).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal, e.g. a second pending request", async () => {
    signInAs('customer');
    serve([]);
    mocked.createStoreManagerRequest.mockRejectedValue(
      new api.ApiError({
        kind: 'http',
        status: 409,
        message: 'You already have a pending request',
        serverMessage: 'You already have a pending request',
      }),
    );
    renderShop(<RequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New Request' }));
    await userEvent.type(reason(), 'I managed a corner shop');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('You already have a pending request')).toBeInTheDocument();
  });

  it('disables New Request while the customer has a request waiting', async () => {
    signInAs('customer');
    serve([request({ id: 'a' }), request({ id: 'b', status: 'rejected' })]);
    renderShop(<RequestsPage />);
    await screen.findAllByTestId('request');
    const button = screen.getByRole('button', { name: 'New Request' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your request is waiting for an administrator; you can send another once it is decided.',
    );
  });

  it('offers New Request to customers only', async () => {
    signInAs('store_manager');
    serve([request({ status: 'approved' })]);
    renderShop(<RequestsPage />);
    await screen.findByTestId('request');
    expect(screen.queryByRole('button', { name: 'New Request' })).toBeNull();
  });
});
