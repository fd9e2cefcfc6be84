import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, post } from './accounts';

export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export const shippingAddress = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carla',
  lastName: 'Customer',
  email: 'carla@example.com',
  phone: '+15551234567',
  address: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  ...overrides,
});

/** The spec's client order id: order_ and a timestamp, made unique per call. */
export const clientOrderId = () => `order_${Date.now()}_${randomBytes(3).toString('hex')}`;

export const cardFields = (cardNumber: string = TEST_CARDS.visa) => ({
  cardNumber,
  expiryDate: '12/39',
  cvv: '123',
  cardholderName: 'Carla Customer',
});

export function pay(
  app: FastifyInstance,
  token: string,
  amount: number,
  orderId: string,
  options: { methodId?: string; fields?: Record<string, unknown>; key?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/process',
    headers: { ...bearer(token), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      methodId: options.methodId ?? 'credit_card',
      amount,
      currency: 'USD',
      fields: options.fields ?? cardFields(),
      orderId,
      metadata: { paymentMethod: options.methodId ?? 'credit_card' },
    },
  });
}

export interface OrderLine {
  productId: string;
  quantity: number;
  productPrice?: number;
  substitution?: { preference: string; productId?: string };
}

export const orderPayload = (items: OrderLine[], overrides: Record<string, unknown> = {}) => ({
  orderId: clientOrderId(),
  items,
  shippingAddress: shippingAddress(),
  paymentMethod: 'cash_on_delivery',
  currency: 'USD',
  ...overrides,
});

export const placeOrder = (app: FastifyInstance, token: string, payload: object) =>
  post(app, '/api/orders', payload, token);

/** Pays `amount` by card for `payload.orderId`, then places the order with that payment. */
export async function payAndOrder(
  app: FastifyInstance,
  token: string,
  payload: ReturnType<typeof orderPayload>,
  amount: number,
) {
  const paid = await pay(app, token, amount, payload.orderId);
  const paymentId = (paid.json() as { data: { result: { paymentId: string } } }).data.result
    .paymentId;
  return placeOrder(app, token, { ...payload, paymentMethod: 'credit_card', paymentId });
}
