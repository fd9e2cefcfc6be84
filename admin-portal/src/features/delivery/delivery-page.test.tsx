import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@grocery/shared-ui/testing';
import type { AdminDeliverySlot, DeliverySchedule } from '@grocery/shared-api';
import { callsTo, fail, ok, serveApi, stopServing, type Routes } from '../../test/api';
import { deliveryScheduleFixture, deliverySlotFixture } from '../../test/fixtures';
import AdminDeliveryPage from './delivery-page';

const slots = [
  deliverySlotFixture(9, { status: 'closed', booked: 3, remaining: 17 }),
  deliverySlotFixture(10, { status: 'full', booked: 18, held: 2, remaining: 0 }),
  deliverySlotFixture(11, { retired: true, status: 'closed', booked: 1, capacity: 20 }),
  {
    ...deliverySlotFixture(9, { id: 'slot-next', booked: 1, remaining: 19 }),
    start: '2026-11-28T09:00:00-05:00',
    end: '2026-11-28T10:00:00-05:00',
  },
];

/** A server keeping one schedule; a save changes every coming slot's capacity. */
function serveDelivery(overrides: Routes = {}) {
  let schedule = deliveryScheduleFixture();
  let coming: AdminDeliverySlot[] = slots;
  return serveApi({
    'GET /delivery/schedule': () => ok({ schedule }),
    'GET /delivery/admin/slots': () => ok({ slots: coming }),
    'PUT /delivery/schedule': (call) => {
      schedule = { ...schedule, ...(call.body as Partial<DeliverySchedule>) };
      coming = coming.map((s) => ({ ...s, capacity: schedule.capacity }));
      return ok({ schedule, affectedOrders: 2 }, 'Delivery schedule saved');
    },
    ...overrides,
  });
}

const coming = () => within(screen.getByRole('region', { name: 'Coming slots' }));
const slotLink = (id: string) =>
  coming()
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === `/admin/delivery/${id}`)!;

async function renderPage() {
  renderShop(<AdminDeliveryPage />, '/admin/delivery');
  await screen.findByRole('button', { name: 'Save schedule' });
  await coming().findAllByRole('link');
}

afterEach(stopServing);

describe('AdminDeliveryPage', () => {
  it('shows the schedule in the store time zone and the coming slots day by day', async () => {
    serveDelivery();
    await renderPage();
    expect(screen.getByText("Times are the store's, in America/New_York.")).toBeInTheDocument();
    expect(screen.getByLabelText('Orders per slot')).toHaveValue('20');
    expect(screen.getByLabelText('Free delivery from ($)')).toHaveValue('50.00');
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByLabelText('Sunday opens')).toBeDisabled();
    expect(screen.getByLabelText('Closed dates')).toHaveValue('2026-12-25');

    // One day at a time: the first day open, every day in the strip with its orders booked.
    const days = coming().getByRole('tablist', { name: 'Delivery day' });
    expect(
      within(days)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Fri 27 Nov22 orders', 'Sat 28 Nov1 order']);
    expect(within(days).getByRole('tab', { name: /^Fri 27 Nov/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(slotLink('slot-next')).toBeUndefined();
    expect(slotLink('slot-9')).toHaveTextContent('09:00–10:00');
    expect(slotLink('slot-9')).toHaveTextContent('3 / 20 booked');
    expect(slotLink('slot-9')).toHaveTextContent('Closed');
    expect(slotLink('slot-10')).toHaveTextContent('18 / 20 booked, 2 held');
    expect(slotLink('slot-10')).toHaveTextContent('Full');
    // A slot the schedule no longer has keeps its order and says so.
    expect(slotLink('slot-11')).toHaveTextContent('Retired');
  });

  it("shows another day's slots from the day strip, by pointer or arrow key", async () => {
    serveDelivery();
    await renderPage();
    const days = coming().getByRole('tablist', { name: 'Delivery day' });
    await userEvent.click(within(days).getByRole('tab', { name: /^Sat 28 Nov/ }));
    expect(slotLink('slot-next')).toHaveTextContent('1 / 20 booked');
    expect(slotLink('slot-9')).toBeUndefined();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(days).getByRole('tab', { name: /^Fri 27 Nov/ })).toHaveFocus();
    expect(slotLink('slot-9')).toHaveTextContent('3 / 20 booked');
    expect(slotLink('slot-next')).toBeUndefined();
  });

  it('saves a new capacity, keeps the rest of the schedule and reads the slots again', async () => {
    const seen = serveDelivery();
    await renderPage();
    const capacity = screen.getByLabelText('Orders per slot');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('Delivery schedule saved')).toBeInTheDocument();
    const [put] = callsTo(seen, 'PUT /delivery/schedule');
    // The time zone is the server's setting, never sent (toEqual reads undefined as absent).
    expect(put?.body).toEqual({ ...deliveryScheduleFixture(), timeZone: undefined, capacity: 30 });
    expect(
      await screen.findByText(
        'This change touches 2 booked orders: their slots stay until the orders are delivered or moved.',
      ),
    ).toBeInTheDocument();
    await within(slotLink('slot-9')).findByText('3 / 30 booked');
    expect(callsTo(seen, 'GET /delivery/admin/slots')).toHaveLength(2);
  });

  it('names a wrong field and sends nothing', async () => {
    const seen = serveDelivery();
    await renderPage();
    const capacity = screen.getByLabelText('Orders per slot');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Please fix the highlighted fields')).toBeInTheDocument();
    expect(screen.getByText('Orders per slot must be at least 1')).toBeInTheDocument();
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(seen, 'PUT /delivery/schedule')).toHaveLength(0);
  });

  it('shows the server refusing a save and keeps what was typed', async () => {
    serveDelivery({ 'PUT /delivery/schedule': fail(403, 'Access denied') });
    await renderPage();
    const capacity = screen.getByLabelText('Orders per slot');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(capacity).toHaveValue('25');
    expect(slotLink('slot-9')).toHaveTextContent('3 / 20 booked');
  });
});
