import {
  formatQuantity,
  fromCents,
  notChargedNote,
  type Order,
  type OrderItem,
  summaryRows,
  totalsOfOrder,
} from '@grocery/shared-api';
import type { OrderDeps } from '../deps';
import type { OrderRow } from '../order-json';

const usd = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)}`;

/** One line of "what changed", or null when the line came as ordered. */
export function lineChange(order: Order, item: OrderItem): string | null {
  const pick = item.pick;
  if (!pick) return null;
  const ordered = formatQuantity(item.quantity, item);
  if (pick.outcome === 'short') {
    return `${item.productName}: none left, ${notChargedNote(order, item)}`;
  }
  if (pick.outcome === 'substituted' && pick.substitute) {
    const sub = pick.substitute;
    const difference = usd(pick.lineTotal - item.lineTotal);
    const state = pick.rejected ? ' - rejected, refunded' : '';
    return `${item.productName} (${ordered}) replaced by ${sub.name} (${formatQuantity(
      sub.quantity,
      item,
    )} @ ${usd(sub.unitPrice)}): ${usd(pick.lineTotal)}, ${difference}${state}`;
  }
  if (pick.quantity === item.quantity) return null;
  const what = item.soldBy === 'weight' ? 'weighed' : 'picked';
  return `${item.productName}: ordered ${ordered}, ${what} ${formatQuantity(
    pick.quantity,
    item,
  )}: ${usd(pick.lineTotal)} instead of ${usd(item.lineTotal)}`;
}

/**
 * The "what changed" mail after packing: substitutions with their price difference,
 * shortages, weights estimated vs actual, and the final total beside the estimate. Sent through
 * the outbox after the commit; a failure is logged, never a failed pack.
 */
export async function sendPackedMail(deps: OrderDeps, row: OrderRow, order: Order) {
  if (!order.finalTotals) return;
  const changes = order.items
    .map((item) => lineChange(order, item))
    .filter((l): l is string => l !== null);
  const charged = fromCents(row.chargedCents ?? row.totalCents);
  const text = [
    `Hello ${row.customerName},`,
    '',
    `Your order ${row.orderNumber} is packed.`,
    '',
    ...(changes.length ? ['What changed:', ...changes] : ['Everything came as ordered.']),
    '',
    ...summaryRows(totalsOfOrder(order.finalTotals)).map((r) => `${r.label}: ${usd(r.amount)}`),
    `Estimated at checkout: ${usd(order.estimatedAmount)}`,
    order.payment
      ? `Charged to your ${order.payment.brand ?? 'payment'}: ${usd(charged)}`
      : `To pay on delivery: ${usd(order.amountDue)}`,
  ].join('\n');
  try {
    await deps.mailer.send({
      to: row.customerEmail,
      subject: `Your order ${row.orderNumber} is packed`,
      text,
    });
  } catch (err) {
    deps.log.error({ err }, 'packed mail could not be recorded');
  }
}
