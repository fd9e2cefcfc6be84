import { screen, within } from '@testing-library/react';
import { renderShop } from '@grocery/shared-ui/testing';
import type { DeliverySlotOrder } from '@grocery/shared-api';
import { fail, ok, serveApi, stopServing } from '../../test/api';
import { deliverySlotFixture } from '../../test/fixtures';
import AdminDeliverySlotPage from './delivery-slot-page';

const slot = deliverySlotFixture(10, { booked: 2, held: 1, capacity: 3, remaining: 0 });
const orders: DeliverySlotOrder[] = [
  {
    id: 'o-1',
    orderNumber: 'ORD-100001',
    customerName: 'Sam Carter',
    itemCount: 4,
    status: 'confirmed',
  },
  {
    id: 'o-2',
    orderNumber: 'ORD-100002',
    customerName: 'Robin Lee',
    itemCount: 1,
    status: 'pending',
  },
  {
    id: 'o-3',
    orderNumber: 'ORD-100003',
    customerName: 'Kim Park',
    itemCount: 2,
    status: 'cancelled',
  },
];

function renderSlot() {
  renderShop(<AdminDeliverySlotPage />, '/admin/delivery/slot-10', '/admin/delivery/:id');
}

afterEach(stopServing);

describe('AdminDeliverySlotPage', () => {
  it("lists the slot's orders with shopper, items and status, each linking to the order", async () => {
    serveApi({ 'GET /delivery/admin/slots/slot-10': ok({ slot, orders }) });
    renderSlot();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery Fri 27 Nov, 10:00-11:00' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 3 places booked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Delivery' })).toHaveAttribute(
      'href',
      '/admin/delivery',
    );

    const rows = within(screen.getByRole('table', { name: 'Orders in this slot' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'OrderShopperItemsStatus',
      'ORD-100001Sam Carter4Confirmed',
      'ORD-100002Robin Lee1Pending',
      'ORD-100003Kim Park2Cancelled',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'ORD-100001' })).toHaveAttribute(
      'href',
      '/admin/orders/o-1',
    );
  });

  it('says when no order is booked yet', async () => {
    serveApi({
      'GET /delivery/admin/slots/slot-10': ok({ slot: { ...slot, booked: 0 }, orders: [] }),
    });
    renderSlot();
    expect(await screen.findByText('No orders in this slot')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 places booked')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the slot does not exist', async () => {
    serveApi({
      'GET /delivery/admin/slots/slot-10': fail(
        404,
        'This delivery slot is not available. Please choose another time.',
      ),
    });
    renderSlot();
    expect(await screen.findByText('Slot Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('This delivery slot is not available. Please choose another time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery slot' })).toBeInTheDocument();
  });
});
