import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import { ApiError, type Order } from '@grocery/shared-api';
import { orderFixture, renderShop } from '@grocery/shared-ui/testing';
import { OrdersPage } from './orders-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listMyOrders: jest.fn(),
}));
const listMyOrders = jest.mocked(api.listMyOrders);

const page = (orders: Order[], current = 1, totalPages = 1) => ({
  orders,
  pagination: { page: current, limit: 10, total: totalPages * 10, totalPages },
});

beforeEach(() => listMyOrders.mockReset());

describe('OrdersPage', () => {
  it('shows each order with number, date, status, item count and total, linking to its page', async () => {
    listMyOrders.mockResolvedValue(page([orderFixture()]));
    renderShop(<OrdersPage />);
    const link = await screen.findByRole('link', { name: /Order ORD-100001/ });
    expect(link).toHaveAttribute('href', '/orders/o-1');
    expect(within(link).getByText('Pending')).toBeInTheDocument();
    expect(within(link).getByText('3 items')).toBeInTheDocument();
    expect(within(link).getByText('Gala Apples, Raw Honey')).toBeInTheDocument();
    expect(within(link).getByText('$16.00')).toBeInTheDocument();
    expect(within(link).getByText(/^November 20, 2026 at \d{1,2}:05 (AM|PM)$/)).toBeInTheDocument();
  });

  it('loads more orders a page at a time', async () => {
    listMyOrders.mockResolvedValueOnce(page([orderFixture()], 1, 2));
    listMyOrders.mockResolvedValueOnce(
      page([orderFixture({ id: 'o-0', orderNumber: 'ORD-100000' })], 2, 2),
    );
    renderShop(<OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('link', { name: /Order ORD-100000/ })).toBeInTheDocument();
    expect(listMyOrders.mock.calls.map((c) => c[0])).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Orders' with Try Again, which loads again", async () => {
    listMyOrders.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, message: 'Failed to fetch orders' }),
    );
    listMyOrders.mockResolvedValueOnce(page([orderFixture()]));
    renderShop(<OrdersPage />);
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Orders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Order ORD-100001/ })).toBeInTheDocument();
  });

  it('leads an empty history to the products', async () => {
    listMyOrders.mockResolvedValue(page([], 1, 0));
    renderShop(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
