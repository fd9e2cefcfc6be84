import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutPricing } from '@grocery/shared-api';
import type { OrderLimits } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { PaymentProvider } from '../../lib/payment-provider';

/** What the order services need from the app, passed explicitly so they stay plain functions. */
export interface OrderDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pricing: CheckoutPricing;
  limits: OrderLimits;
  /** False when DELIVERY_CAPACITY=0: slots take any number of orders. */
  deliveryLimits: boolean;
}

export const ORDER_MESSAGES = {
  placed: 'Order placed successfully!',
  cancelled: 'Order cancelled successfully',
  statusUpdated: 'Order status updated',
  notFound: 'Order not found',
  notCancellable: 'This order can no longer be cancelled',
  badMove: (from: string, to: string) => `An order cannot move from ${from} to ${to}`,
  packFirst:
    'This order has weighed items on an authorised card: pack it in picking, which charges the weight picked',
  unknownMethod: 'Please choose a supported payment method',
  paymentRequired: 'A successful payment is required for this payment method',
  paymentMissing: 'The payment was not found',
  paymentUsed: 'This payment has already paid another order',
  paymentNotPaid: 'This payment did not succeed; please pay again',
  paymentMethodMismatch: 'The payment was made with another payment method',
  paymentAmount: (paid: string, total: string) =>
    `The payment of $${paid} does not match the order total of $${total}`,
  outOfStock: (name: string) => `${name} is out of stock`,
  onlyLeft: (n: number, name: string) => `Only ${n} left of ${name}`,
  refunded: 'Your payment was refunded.',
  alreadyPlaced: 'This order is already being placed',
  lineTooLarge: (max: number, name: string) =>
    `You can order at most ${max} of ${name} in one order`,
  tooManyUnpaid: (max: number) =>
    `You already have ${max} unpaid orders open. Pay for, receive or cancel one before placing another.`,
  confirmationSubject: (n: string) => `Your order ${n} is confirmed`,
  shippedSubject: (n: string) => `Your order ${n} is on its way`,
} as const;
