import type { CheckoutPricing } from '../types';
import { toCents } from './money';

/** Integer cents. */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * An order's totals from its subtotal. The server prices every order with this same function
 * and refuses a card or UPI payment that is not exactly the total, so checkout must pay what
 * this returns: tax is the rate applied to the subtotal, rounded half up to the cent.
 */
export function orderTotals(subtotalCents: number, pricing: CheckoutPricing): OrderTotals {
  const shipping = toCents(pricing.shippingFlat);
  const tax = Math.round((subtotalCents * pricing.taxRatePercent) / 100);
  return { subtotal: subtotalCents, shipping, tax, total: subtotalCents + shipping + tax };
}
