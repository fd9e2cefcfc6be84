import type { CheckoutPricing, OrderLimits, PaymentMethod } from '../../types';

/** GET /payments/methods. */
export interface PaymentOptions {
  methods: PaymentMethod[];
  pricing: CheckoutPricing;
  orderLimits: OrderLimits;
}

export interface ProcessPaymentInput {
  methodId: string;
  /** Dollars. */
  amount: number;
  /** The checkout's client order id (order_ + timestamp). */
  orderId: string;
  /** The method's field values, as typed (the card number with its spaces is fine). */
  fields: Record<string, string>;
}

export interface CapturePaymentInput {
  intentId: string;
  amount?: number;
}

export interface RefundPaymentInput {
  paymentId: string;
  amount?: number;
  reason?: string;
}
