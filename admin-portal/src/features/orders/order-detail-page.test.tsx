import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderStatus } from '@grocery/shared-api';
import { orderFixture, renderShop } from '@grocery/shared-ui/testing';
import { callsTo, fail, ok, serveApi, stopServing } from '../../test/api';
import AdminOrderDetailPage from './order-detail-page';

/** A server that keeps one order and moves it as asked. */
function serveOrder(start: Partial<Order> = {}) {
  let order = orderFixture(start);
  const move = (status: OrderStatus, note: string | null = null) => {
    order = {
      ...order,
      status,
      events: [
        ...(order.events ?? []),
        { status, note, createdAt: '2026-11-23T09:00:00.000Z', actorName: 'Alex Morgan' },
      ],
    };
    return ok({ order });
  };
  const seen = serveApi({
    'GET /orders/o-1': () => ok({ order }),
    'PUT /orders/o-1/status': (call) => move((call.body as { status: OrderStatus }).status),
    'PUT /orders/o-1/cancel': (call) => {
      const { reason } = call.body as { reason: string };
      order = { ...order, paymentStatus: 'refunded', cancelReason: reason };
      return move('cancelled', reason);
    },
  });
  return seen;
}

function renderOrder() {
  renderShop(<AdminOrderDetailPage />, '/admin/orders/o-1', '/admin/orders/:id');
}

/** Answers the question a move asks before anything is sent. */
async function confirmMove(label: string) {
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(
    dialog.getByText(`The customer sees the order as ${label.toLowerCase()}.`, { exact: false }),
  ).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: `Mark as ${label}` }));
}

afterEach(stopServing);

describe('AdminOrderDetailPage', () => {
  it('shows items, totals, customer, address, payment and the status history', async () => {
    serveOrder();
    renderOrder();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order ORD-100001' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Placed on November 20, 2026 at', { exact: false }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByText('Gala Apples').closest('li')).toHaveTextContent(
      'Gala Apples2 × $3.50$7.00',
    );
    expect(items.getByText('Total').nextSibling).toHaveTextContent('$16.00');
    const customer = within(screen.getByRole('region', { name: 'Customer and delivery' }));
    expect(customer.getByText('jane@example.com', { selector: 'p' })).toBeInTheDocument();
    expect(customer.getByText(/1 Main St/)).toHaveTextContent('Springfield, IL 62701');
    expect(customer.getByText('Credit card · visa ending 4242')).toBeInTheDocument();
    expect(customer.getByText('Paid')).toBeInTheDocument();
    expect(customer.getByRole('link', { name: 'Sat 21 Nov, 10:00-11:00' })).toHaveAttribute(
      'href',
      '/admin/delivery/slot-1',
    );
    expect(customer.getByText('(America/New_York)', { exact: false })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when an order has no delivery slot', async () => {
    serveOrder({ deliverySlot: null });
    renderOrder();
    const customer = within(await screen.findByRole('region', { name: 'Customer and delivery' }));
    expect(customer.getByText('No slot booked')).toBeInTheDocument();
  });

  it('moves the order one step at a time to delivered, then offers nothing more', async () => {
    const seen = serveOrder();
    renderOrder();
    for (const [label, status] of [
      ['Confirmed', 'confirmed'],
      ['Processing', 'processing'],
      ['Shipped', 'shipped'],
      ['Delivered', 'delivered'],
    ] as const) {
      await userEvent.click(await screen.findByRole('button', { name: `Mark as ${label}` }));
      await confirmMove(label);
      expect(await screen.findByText(`Order marked as ${status}`)).toBeInTheDocument();
      expect(callsTo(seen, 'PUT /orders/o-1/status').at(-1)?.body).toEqual({ status });
    }
    await screen.findByText('Order marked as delivered');
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(5);
  });

  it('cancels after asking, only while the order is pending or confirmed', async () => {
    const seen = serveOrder({ status: 'confirmed' });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    expect(
      dialog.getByText('Its items go back into stock and the payment is refunded.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(callsTo(seen, 'PUT /orders/o-1/cancel')[0]?.body).toEqual({
      reason: 'Cancelled by the store',
    });
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    // The cancel entry of the history carries the reason; it is not repeated under the list.
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByText(/Cancelled by the store/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();
  });

  it('asks before a move and sends nothing when the admin keeps the status', async () => {
    const seen = serveOrder({ status: 'processing' });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Mark ORD-100001 as shipped?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'PUT /orders/o-1/status')).toHaveLength(0);
  });

  it('has no Cancel once the order is processing', async () => {
    serveOrder({ status: 'processing' });
    renderOrder();
    expect(await screen.findByRole('button', { name: 'Mark as Shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a move", async () => {
    serveApi({
      'GET /orders/o-1': ok({ order: orderFixture() }),
      'PUT /orders/o-1/status': fail(409, 'This order has moved on since you opened it'),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Confirmed' }));
    await confirmMove('Confirmed');
    expect(
      await screen.findByText('This order has moved on since you opened it'),
    ).toBeInTheDocument();
  });

  it('says Order Not Found for a missing order', async () => {
    serveApi({ 'GET /orders/o-1': fail(404, 'Order not found') });
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });
});
