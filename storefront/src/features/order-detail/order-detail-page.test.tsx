import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import * as api from '@grocery/shared-api';
import { ApiError, addToCart, appStore, cartItemsAtom } from '@grocery/shared-api';
import { orderFixture, productFixture, resetShop } from '@grocery/shared-ui/testing';
import { OrderDetailPage } from './order-detail-page';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  getOrder: jest.fn(),
  cancelOrder: jest.fn(),
  getProduct: jest.fn(),
}));
const mocked = jest.mocked(api);

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={['/orders', '/orders/o-1']} initialIndex={1}>
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
        <Route path="/orders" element={<h1>Orders page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetShop();
  jest.clearAllMocks();
});

describe('OrderDetailPage', () => {
  it('shows the order number, date, status, items, totals, address and payment', async () => {
    mocked.getOrder.mockResolvedValue(
      orderFixture({
        discountAmount: 1.5,
        events: [
          {
            status: 'pending',
            note: 'Order placed',
            createdAt: '2026-11-20T15:05:00.000Z',
            actorName: null,
          },
        ],
      }),
    );
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order ORD-100001' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Placed on November 20, 2026 at/)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('2 × $3.50')).toBeInTheDocument();
    expect(within(items).getByText('$7.00')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Discount')).toBeInTheDocument();
    expect(within(summary).getByText('-$1.50')).toBeInTheDocument();
    expect(
      within(summary).getByText('$16.00', { selector: '.sf-od__grand dd' }),
    ).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    for (const text of [
      'Jane Doe',
      '1 Main St',
      'Springfield, IL 62701',
      '5551234567',
      'jane@example.com',
    ])
      expect(within(address).getByText(text)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(payment).getByText('Paid').closest('.gs-badge')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(
      within(screen.getByRole('region', { name: 'Order History' })).getByText('Order placed'),
    ).toBeInTheDocument();
  });

  it('hides the discount at zero and shows a pending payment in yellow', async () => {
    mocked.getOrder.mockResolvedValue(
      orderFixture({ paymentMethod: 'cash_on_delivery', paymentStatus: 'pending', payment: null }),
    );
    renderDetail();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText('Discount')).not.toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(payment).getByText('Pending').closest('.gs-badge')).toHaveAttribute(
      'data-variant',
      'warning',
    );
  });

  it('cancels after confirmation with the fixed reason and returns to /orders', async () => {
    mocked.getOrder.mockResolvedValue(orderFixture());
    mocked.cancelOrder.mockResolvedValue(orderFixture({ status: 'cancelled', canCancel: false }));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to cancel this order?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(mocked.cancelOrder).toHaveBeenCalledWith('o-1', 'Customer requested cancellation');
  });

  it('offers no Cancel Order once the order can no longer be cancelled', async () => {
    mocked.getOrder.mockResolvedValue(orderFixture({ status: 'shipped', canCancel: false }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-100001' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  /** Packed with Raw Honey short; `weighedApples` makes the card held until packing. */
  function packedWithHoneyShort(weighedApples: boolean) {
    const order = orderFixture({ status: 'processing', pickingStatus: 'packed', canCancel: false });
    const [apples, honey] = order.items;
    const short = { outcome: 'short' as const, quantity: 0, substitute: null, rejected: false };
    order.items = [
      {
        ...apples!,
        ...(weighedApples
          ? { soldBy: 'weight' as const, weightUnit: 'kg' as const, estimated: true }
          : {}),
        pick: { ...short, outcome: 'picked', quantity: 2, lineTotal: 7 },
      },
      { ...honey!, pick: { ...short, lineTotal: 0 } },
    ];
    return order;
  }

  it('a short line paid at checkout reads refunded', async () => {
    mocked.getOrder.mockResolvedValue(packedWithHoneyShort(false));
    renderDetail();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(
      await within(items).findByText('Out of stock: not charged ($9.00 refunded)'),
    ).toBeInTheDocument();
  });

  it('a short line on a card only held until packing reads released, never refunded', async () => {
    mocked.getOrder.mockResolvedValue(packedWithHoneyShort(true));
    renderDetail();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(
      await within(items).findByText('Out of stock: not charged (the $9.00 held was released)'),
    ).toBeInTheDocument();
    expect(within(items).queryByText(/refunded/)).not.toBeInTheDocument();
  });

  it("shows 'Order Not Found' with the spec sentence for a 404, and the error text otherwise", async () => {
    mocked.getOrder.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 404, message: 'Order not found' }),
    );
    const { unmount } = renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The order you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
    unmount();
    mocked.getOrder.mockRejectedValueOnce(
      new ApiError({
        kind: 'network',
        status: 0,
        message: 'Network error. Please check your connection.',
      }),
    );
    renderDetail();
    expect(
      await screen.findByText('Network error. Please check your connection.'),
    ).toBeInTheDocument();
  });

  it('goes back to the previous page with the back arrow', async () => {
    mocked.getOrder.mockResolvedValue(orderFixture());
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
  });

  it("buys again within today's stock and says what could not be added", async () => {
    mocked.getOrder.mockResolvedValue(orderFixture());
    const apples = productFixture({ id: 'p-1', name: 'Gala Apples', price: 3.75, stock: 1 });
    mocked.getProduct.mockImplementation(async (id) => {
      if (id === 'p-1') return apples;
      throw new ApiError({ kind: 'http', status: 404, message: 'Product not found' });
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('1 item added to your cart')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Could not add everything: Gala Apples: only 1 added; Raw Honey: no longer sold.',
      ),
    ).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)).toMatchObject([
      { productId: 'p-1', quantity: 1, productPrice: 3.75 },
    ]);
  });

  it('adds nothing beyond what the cart already holds', async () => {
    mocked.getOrder.mockResolvedValue(orderFixture({ items: [orderFixture().items[0]!] }));
    const apples = productFixture({ id: 'p-1', name: 'Gala Apples', stock: 2 });
    mocked.getProduct.mockResolvedValue(apples);
    addToCart(apples, 2);
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(
      await screen.findByText(
        'Could not add everything: Gala Apples: all 2 in stock are already in your cart.',
      ),
    ).toBeInTheDocument();
    expect(appStore.get(cartItemsAtom)[0]?.quantity).toBe(2);
  });
});
