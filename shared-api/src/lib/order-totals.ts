import type { CheckoutPricing, Order } from '../types';
import { fromCents, toCents } from './money';

/** Integer cents. The spec's order summary: total = subtotal - discount + shipping + tax. */
export interface OrderTotals {
  /** What the lines cost at their list prices. */
  subtotal: number;
  /** What the sale prices took off the subtotal; 0 without a sale. */
  discount: number;
  shipping: number;
  /** On what is paid for the goods: the subtotal less the discount. */
  tax: number;
  total: number;
}

/** One order line as the totals need it, in cents. */
export interface PricedQuantity {
  listPriceCents: number;
  unitPriceCents: number;
  quantity: number;
}

/**
 * An order's totals from its lines: the one definition the server prices every order with and
 * checkout shows. The server refuses a card or UPI payment that is not exactly the total. Tax is
 * the rate applied to the discounted goods, rounded half up to the cent.
 */
export function orderTotals(
  lines: readonly PricedQuantity[],
  pricing: CheckoutPricing,
): OrderTotals {
  let subtotal = 0;
  let paid = 0;
  for (const line of lines) {
    subtotal += line.listPriceCents * line.quantity;
    paid += line.unitPriceCents * line.quantity;
  }
  const shipping = toCents(pricing.shippingFlat);
  const tax = Math.round((paid * pricing.taxRatePercent) / 100);
  return { subtotal, discount: subtotal - paid, shipping, tax, total: paid + shipping + tax };
}

/** An order's stored totals as the API returns them (dollars), back in cents. */
export function totalsOfOrder(
  order: Pick<
    Order,
    'totalAmount' | 'discountAmount' | 'shippingAmount' | 'taxAmount' | 'finalAmount'
  >,
): OrderTotals {
  return {
    subtotal: toCents(order.totalAmount),
    discount: toCents(order.discountAmount),
    shipping: toCents(order.shippingAmount),
    tax: toCents(order.taxAmount),
    total: toCents(order.finalAmount),
  };
}

export interface SummaryRow {
  label: 'Subtotal' | 'Discount' | 'Shipping' | 'Tax' | 'Total';
  /** Dollars; the discount is negative, since it is taken off. */
  amount: number;
}

/** The spec's summary rows (section 2): subtotal, discount if above zero, shipping, tax, total. */
export function summaryRows(totals: OrderTotals): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: 'Subtotal', amount: fromCents(totals.subtotal) }];
  if (totals.discount > 0) rows.push({ label: 'Discount', amount: -fromCents(totals.discount) });
  rows.push(
    { label: 'Shipping', amount: fromCents(totals.shipping) },
    { label: 'Tax', amount: fromCents(totals.tax) },
    { label: 'Total', amount: fromCents(totals.total) },
  );
  return rows;
}
