import type { Order } from '../types';
import { holdsUntilPacked, notChargedNote } from './order-charges';

type Payment = NonNullable<Order['payment']>;

const card: Payment = {
  id: 'pay-1',
  brand: 'visa',
  last4: '4242',
  status: 'paid',
  authorizedAmount: 8.93,
  capturedAmount: 8.12,
  refundedAmount: 0,
};
const juice = { lineTotal: 2.5, estimated: false };
const apples = { lineTotal: 4.5, estimated: true };

/** An order as far as its charge goes: its payment and whether any line is weighed. */
const orderOf = (payment: Payment | null, items: Array<typeof juice>) => ({ payment, items });

describe('what a shopper is told about a line they did not get', () => {
  it('says refunded when the card was charged at checkout (no weighed lines)', () => {
    const order = orderOf(card, [juice, { lineTotal: 3.98, estimated: false }]);
    expect(notChargedNote(order, juice)).toBe('not charged ($2.50 refunded)');
  });

  it('says the hold was released when the card was only authorised (weighed lines)', () => {
    const order = orderOf({ ...card, status: 'authorized' }, [juice, apples]);
    expect(notChargedNote(order, juice)).toBe('not charged (the $2.50 held was released)');
    expect(notChargedNote(order, juice)).not.toMatch(/refunded/);
  });

  it('says only not charged for cash on delivery: no money moved', () => {
    expect(notChargedNote(orderOf(null, [juice]), juice)).toBe('not charged');
    expect(notChargedNote(orderOf(null, [juice, apples]), apples)).toBe('not charged');
  });

  it('holds a card until packing exactly when a line is weighed', () => {
    expect(holdsUntilPacked([{ weighed: false }, { weighed: true }])).toBe(true);
    expect(holdsUntilPacked([{ weighed: false }])).toBe(false);
    expect(holdsUntilPacked([])).toBe(false);
  });
});
