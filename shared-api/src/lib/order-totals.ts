import type { CheckoutPricing, Order } from '../types';
import { fromCents, toCents } from './money';
import { lineCents } from './quantities';

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

/** The chosen delivery slot's fee and the goods' total from which delivery is free, in cents. */
export interface DeliveryCharge {
  feeCents: number;
  freeFromCents: number;
}

/** The slot's fee, waived when what is paid for the goods reaches the free-delivery threshold. */
export const deliveryFee = (paidCents: number, delivery: DeliveryCharge | null | undefined) =>
  delivery && paidCents < delivery.freeFromCents ? delivery.feeCents : 0;

/** One order line as the totals need it, in cents. */
export interface PricedQuantity {
  listPriceCents: number;
  unitPriceCents: number;
  /** Whole pieces, or a weight with up to 3 decimals. */
  quantity: number;
  /** A weighed line: its cost is an estimate and the card authorisation adds a margin on it. */
  weighed?: boolean;
}

/**
 * An order's totals from its lines: the one definition the server prices every order with and
 * checkout shows. The server refuses a card or UPI payment that is not exactly the total. Tax is
 * the rate applied to the discounted goods, rounded half up to the cent. Shipping is the flat
 * charge plus the delivery slot's fee, which the discounted goods reaching the threshold waive.
 */
export function orderTotals(
  lines: readonly PricedQuantity[],
  pricing: CheckoutPricing,
  delivery?: DeliveryCharge | null,
): OrderTotals {
  let subtotal = 0;
  let paid = 0;
  for (const line of lines) {
    subtotal += lineCents(line.listPriceCents, line.quantity);
    paid += lineCents(line.unitPriceCents, line.quantity);
  }
  const shipping = toCents(pricing.shippingFlat) + deliveryFee(paid, delivery);
  const tax = Math.round((paid * pricing.taxRatePercent) / 100);
  return { subtotal, discount: subtotal - paid, shipping, tax, total: paid + shipping + tax };
}

/** What the weighed lines cost at their sale prices, in cents. */
export function weighedGoodsCents(lines: readonly PricedQuantity[]): number {
  return lines.reduce(
    (sum, l) => sum + (l.weighed ? lineCents(l.unitPriceCents, l.quantity) : 0),
    0,
  );
}

/**
 * What a card is authorised for at checkout: the estimated total plus `weightMarginPercent` of
 * the weighed lines' cost with its tax, rounded half up to the cent, so a bag that weighs a
 * little more than ordered is still covered. Without weighed lines it is the total itself.
 */
export function authorizationCents(
  lines: readonly PricedQuantity[],
  pricing: CheckoutPricing,
  delivery?: DeliveryCharge | null,
): number {
  const weighed = weighedGoodsCents(lines);
  const margin = Math.round(
    (weighed * pricing.weightMarginPercent * (100 + pricing.taxRatePercent)) / 10_000,
  );
  return orderTotals(lines, pricing, delivery).total + margin;
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
