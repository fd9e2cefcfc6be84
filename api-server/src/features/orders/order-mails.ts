import {
  formatQuantity,
  fromCents,
  type OrderDeliverySlot,
  slotLabel,
  summaryRows,
} from '@grocery/shared-api';
import type { Mail } from '../../lib/mailer';
import type { OrderDeps } from './deps';
import { ORDER_MESSAGES as M } from './deps';
import type { OrderRow } from './order-json';
import type { PricedLine } from './price-lines';

const usd = (cents: number) => `$${fromCents(cents).toFixed(2)}`;
const dollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)}`;

/**
 * Mails go through the outbox after the order committed; a failure to record one is logged,
 * never turned into a failed order (the order and its payment already stand).
 */
async function send(deps: OrderDeps, to: string, subject: string, text: string): Promise<void> {
  try {
    await deps.mailer.send({ to, subject, text });
  } catch (err) {
    deps.log.error({ err, subject }, 'order mail could not be recorded');
  }
}

/** The confirmation of a new order, recorded in the order's own transaction (place-order.ts). */
export function orderPlacedMail(
  order: OrderRow,
  lines: readonly PricedLine[],
  slot: OrderDeliverySlot | null,
): Mail {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order ${order.orderNumber}. We are getting it ready.`,
    ...(slot ? [`Delivery: ${slotLabel(slot)}`] : []),
    '',
    ...lines.map((l) =>
      l.weighed
        ? `${formatQuantity(l.quantity, l)} ${l.productName} @ ${usd(l.unitPriceCents)}/${
            l.weightUnit
          } = about ${usd(l.lineTotalCents)}`
        : `${l.quantity} x ${l.productName} @ ${usd(l.unitPriceCents)} = ${usd(l.lineTotalCents)}`,
    ),
    '',
    ...summaryRows({
      subtotal: order.subtotalCents,
      discount: order.discountCents,
      shipping: order.shippingCents,
      tax: order.taxCents,
      total: order.totalCents,
    }).map((row) => `${row.label}: ${dollars(row.amount)}`),
    `Payment: ${order.paymentMethod.replaceAll('_', ' ')} (${order.paymentStatus})`,
    ...(lines.some((l) => l.weighed)
      ? ['Weighed items are charged for the weight picked; we will mail the final total.']
      : []),
  ].join('\n');
  return { to: order.customerEmail, subject: M.confirmationSubject(order.orderNumber), text };
}

export function sendOrderShippedMail(deps: OrderDeps, order: OrderRow): Promise<void> {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Good news: your order ${order.orderNumber} has shipped and is on its way to you.`,
  ].join('\n');
  return send(deps, order.customerEmail, M.shippedSubject(order.orderNumber), text);
}
