import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import * as api from '@grocery/shared-api';
import { ApiError } from '@grocery/shared-api';
import { orderFixture, resetShop } from '@grocery/shared-ui/testing';
import { OrderDetailPage } from './order-detail-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  getOrder: jest.fn(),
  updateOrder: jest.fn(),
}));
const mocked = jest.mocked(api);
// Typing a whole address: seconds on a busy two-core machine.
jest.setTimeout(30_000);

const placed = orderFixture();
const moved = orderFixture({
  shippingAddress: { ...placed.shippingAddress, address: '7 Elm Street', city: 'Shelbyville' },
  events: [
    ...(placed.events ?? []),
    {
      status: 'pending',
      note: 'Delivery details updated',
      createdAt: '2026-11-21T09:30:00.000Z',
      actorName: 'Jane Doe',
    },
  ],
});

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={['/orders/o-1']}>
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

async function openDialog() {
  const address = await screen.findByRole('region', { name: 'Shipping Address' });
  await userEvent.click(within(address).getByRole('button', { name: 'Change delivery address' }));
  return screen.getByRole('dialog', { name: 'Change delivery address' });
}

async function retype(dialog: HTMLElement, label: string, text: string) {
  const input = within(dialog).getByLabelText(label, { exact: false });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

beforeEach(() => {
  resetShop();
  jest.clearAllMocks();
});

describe('changing the delivery address of an order', () => {
  it('saves the new address: toast, the address and the history entry on the page', async () => {
    mocked.getOrder.mockResolvedValue(placed);
    mocked.updateOrder.mockResolvedValue(moved);
    renderDetail();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Where should we deliver order ORD-100001?')).toBeVisible();
    expect(within(dialog).getByLabelText('First name', { exact: false })).toHaveValue('Jane');
    await retype(dialog, 'Address', '7 Elm Street');
    await retype(dialog, 'City', 'Shelbyville');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(
      await screen.findByText('Delivery details updated', { selector: '.Toastify *' }),
    ).toBeInTheDocument();
    expect(mocked.updateOrder).toHaveBeenCalledWith('o-1', {
      shippingAddress: { ...placed.shippingAddress, address: '7 Elm Street', city: 'Shelbyville' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(address).getByText('7 Elm Street')).toBeInTheDocument();
    expect(within(address).getByText('Shelbyville, IL 62701')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Order History' });
    const latest = within(history).getAllByRole('listitem').at(-1)!;
    expect(latest).toHaveTextContent('Delivery details updated');
    expect(latest).toHaveTextContent('by Jane Doe');
  });

  it('checks the fields like checkout before asking the server', async () => {
    mocked.getOrder.mockResolvedValue(placed);
    renderDetail();
    const dialog = await openDialog();
    await retype(dialog, 'City', '');
    await retype(dialog, 'ZIP code', '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('City is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a valid ZIP code')).toBeInTheDocument();
    expect(mocked.updateOrder).not.toHaveBeenCalled();
  });

  it("shows the server's message, under the field it names", async () => {
    mocked.getOrder.mockResolvedValue(placed);
    mocked.updateOrder.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Text must not contain NUL or unpaired surrogate characters',
        serverMessage: 'Text must not contain NUL or unpaired surrogate characters',
        errors: [
          {
            field: 'shippingAddress.state',
            message: 'Text must not contain NUL or unpaired surrogate characters',
          },
        ],
      }),
    );
    renderDetail();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const state = within(dialog).getByLabelText('State', { exact: false });
    await screen.findByText('Text must not contain NUL or unpaired surrogate characters', {
      selector: '.Toastify *',
    });
    expect(state).toHaveAccessibleDescription(
      'Text must not contain NUL or unpaired surrogate characters',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an order that moved on meanwhile: the message, then the page as it is now', async () => {
    mocked.getOrder
      .mockResolvedValueOnce(placed)
      .mockResolvedValue(orderFixture({ status: 'shipped', canCancel: false }));
    mocked.updateOrder.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'This order can no longer be changed',
        serverMessage: 'This order can no longer be changed',
      }),
    );
    renderDetail();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This order can no longer be changed')).toBeInTheDocument();
    expect(
      await screen.findByText('Shipped', { selector: '.gs-badge *, .gs-badge' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Change delivery address' }),
    ).not.toBeInTheDocument();
  });

  it('is offered only while the order is pending or confirmed', async () => {
    mocked.getOrder.mockResolvedValue(orderFixture({ status: 'confirmed' }));
    const { unmount } = renderDetail();
    expect(
      await screen.findByRole('button', { name: 'Change delivery address' }),
    ).toBeInTheDocument();
    unmount();
    mocked.getOrder.mockResolvedValue(orderFixture({ status: 'processing', canCancel: false }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-100001' });
    expect(
      screen.queryByRole('button', { name: 'Change delivery address' }),
    ).not.toBeInTheDocument();
  });
});
