import { render, screen } from '@testing-library/react';
import type { DeliverySlot } from '@grocery/shared-api';
import { DeliverySlotGrid } from './delivery-slot-grid';

const slot = (id: string, start: string, status: DeliverySlot['status']): DeliverySlot => ({
  id,
  start,
  end: start.replace(/T(\d\d)/, (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`),
  fee: 0,
  capacity: 20,
  remaining: status === 'full' ? 0 : 20,
  status,
});

const grid = (slots: DeliverySlot[]) =>
  render(
    <DeliverySlotGrid
      slots={slots}
      selectedId={null}
      onSelect={() => undefined}
      freeFrom={50}
      subtotal={10}
      busy={false}
    />,
  );

describe('DeliverySlotGrid', () => {
  it('opens on the first day that still takes orders, and names a day past its cut-offs Closed', () => {
    grid([
      slot('a', '2026-12-01T18:00:00+00:00', 'closed'),
      slot('b', '2026-12-01T19:00:00+00:00', 'closed'),
      slot('c', '2026-12-02T10:00:00+00:00', 'available'),
    ]);
    const today = screen.getByRole('tab', { name: /Tue 1 Dec/ });
    const tomorrow = screen.getByRole('tab', { name: /Wed 2 Dec/ });
    expect(today).toHaveTextContent('Closed');
    expect(today).toHaveAttribute('aria-selected', 'false');
    expect(tomorrow).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: /10:00/ })).toBeEnabled();
  });

  it('calls a day whose slots are booked up Full', () => {
    grid([
      slot('a', '2026-12-01T10:00:00+00:00', 'full'),
      slot('b', '2026-12-02T10:00:00+00:00', 'available'),
    ]);
    expect(screen.getByRole('tab', { name: /Tue 1 Dec/ })).toHaveTextContent('Full');
  });
});
