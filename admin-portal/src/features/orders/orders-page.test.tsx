import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderFixture, renderShop } from '@grocery/shared-ui/testing';
import { callsTo, ok, page, serveApi, stopServing, type Routes } from '../../test/api';
import AdminOrdersPage from './orders-page';

const orders = [
  orderFixture(),
  orderFixture({
    id: 'o-2',
    orderNumber: 'ORD-100002',
    status: 'shipped',
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    customer: { id: 'u-bo', name: 'Bo Chen', email: 'bo@example.com' },
    deliverySlot: {
      id: 'slot-late',
      start: '2026-11-21T23:00:00-05:00',
      end: '2026-11-22T00:00:00-05:00',
      timeZone: 'America/New_York',
      changeableUntil: '2026-11-21T21:00:00-05:00',
    },
  }),
  orderFixture({ id: 'o-3', orderNumber: 'ORD-100003', deliverySlot: null }),
];

function store(overrides: Routes = {}): Routes {
  return {
    'GET /orders': ok({ orders, pagination: page(45) }),
    ...overrides,
  };
}

afterEach(stopServing);

describe('AdminOrdersPage', () => {
  it('lists orders with customer, total and status, each opening its order view', async () => {
    serveApi(store());
    renderShop(<AdminOrdersPage />, '/admin/orders');
    const list = within(await screen.findByRole('list', { name: 'Orders' }));
    const first = within(list.getByRole('link', { name: 'ORD-100001' }).closest('li')!);
    expect(list.getByRole('link', { name: 'ORD-100001' })).toHaveAttribute(
      'href',
      '/admin/orders/o-1',
    );
    expect(first.getByText('Jane Doe')).toBeInTheDocument();
    expect(first.getByText('$16.00')).toBeInTheDocument();
    expect(first.getByText('3 items')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(
      within(list.getByRole('link', { name: 'ORD-100002' }).closest('li')!).getByText(
        'Payment pending',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('45 orders')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("shows each order's delivery slot in the store's time, whatever the viewer's zone", async () => {
    serveApi(store());
    renderShop(<AdminOrdersPage />, '/admin/orders');
    const list = within(await screen.findByRole('list', { name: 'Orders' }));
    const rowOf = (number: string) =>
      within(list.getByRole('link', { name: number }).closest('li')!);
    expect(rowOf('ORD-100001').getByText('Delivery Sat 21 Nov, 10:00-11:00')).toBeInTheDocument();
    expect(rowOf('ORD-100002').getByText('Delivery Sat 21 Nov, 23:00-00:00')).toBeInTheDocument();
    expect(rowOf('ORD-100003').queryByText(/^Delivery /)).not.toBeInTheDocument();
  });

  it('sends the status, dates, search and page to the server', async () => {
    const seen = serveApi(store());
    renderShop(<AdminOrdersPage />, '/admin/orders');
    await screen.findByRole('list', { name: 'Orders' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Shipped');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Order number, customer name or email' }),
      '  bo@example.com {Enter}',
    );
    await screen.findByRole('list', { name: 'Orders' });
    const last = () => callsTo(seen, 'GET /orders').at(-1)!.query;
    expect(Object.fromEntries(last())).toEqual({
      status: 'shipped',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'bo@example.com',
      page: '1',
      limit: '20',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Orders' });
    expect(last().get('page')).toBe('2');
    expect(last().get('status')).toBe('shipped');
  });

  it('says when no order matches', async () => {
    serveApi(store({ 'GET /orders': ok({ orders: [], pagination: page(0) }) }));
    renderShop(<AdminOrdersPage />, '/admin/orders?status=cancelled');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('No order matches these filters.')).toBeInTheDocument();
  });
});
