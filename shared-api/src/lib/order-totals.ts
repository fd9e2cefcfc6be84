import type { CheckoutPricing } from '../types';
import { toCents } from './money';

/** Integer cents. */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The chosen delivery slot's fee and the subtotal from which delivery is free, in cents. */
export interface DeliveryCharge {
  feeCents: number;
  freeFromCents: number;
}

/** The slot's fee, waived when the subtotal reaches the free-delivery threshold. */
export const deliveryFee = (subtotalCents: number, delivery: DeliveryCharge | null | undefined) =>
  delivery && subtotalCents < delivery.freeFromCents ? delivery.feeCents : 0;

/**
 * An order's totals from its subtotal. The server prices every order with this same function
 * and refuses a card or UPI payment that is not exactly the total, so checkout must pay what
 * this returns: shipping is the flat charge plus the delivery slot's fee (unless the subtotal
 * makes delivery free); tax is the rate applied to the subtotal, rounded half up to the cent.
 */
export function orderTotals(
  subtotalCents: number,
  pricing: CheckoutPricing,
  delivery?: DeliveryCharge | null,
): OrderTotals {
  const shipping = toCents(pricing.shippingFlat) + deliveryFee(subtotalCents, delivery);
  const tax = Math.round((subtotalCents * pricing.taxRatePercent) / 100);
  return { subtotal: subtotalCents, shipping, tax, total: subtotalCents + shipping + tax };
}
