import type { Order, OrderItem } from '../types/order';

/**
 * A card held for weighed goods stays authorised until packing (their cost is an estimate);
 * any other card or UPI payment is captured with the order, as its total is exact.
 */
export const holdsUntilPacked = (lines: readonly { weighed: boolean }[]) =>
  lines.some((line) => line.weighed);

interface ChargedOrder {
  payment: Order['payment'];
  items: readonly Pick<OrderItem, 'estimated'>[];
}

/**
 * What became of the money for a line the shopper did not get, in words a shopper reads as
 * true: refunded only when it was taken at checkout; a hold released when the card was only
 * authorised; nothing to say about money for cash on delivery.
 */
export function notChargedNote(order: ChargedOrder, item: Pick<OrderItem, 'lineTotal'>): string {
  if (!order.payment) return 'not charged';
  const amount = `$${item.lineTotal.toFixed(2)}`;
  const held = holdsUntilPacked(order.items.map((line) => ({ weighed: line.estimated })));
  return held
    ? `not charged (the ${amount} held was released)`
    : `not charged (${amount} refunded)`;
}
