import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi, resetApiConfig } from '../../client/config';
import type { PaymentResult } from '../../types';
import {
  capturePayment,
  getPaymentMethods,
  getPaymentOptions,
  getPaymentStatus,
  paymentIdempotencyKey,
  processPayment,
  refundPayment,
} from '.';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const authorized: PaymentResult = {
  paymentId: 'pay-1',
  status: 'authorized',
  amount: 12.5,
  currency: 'USD',
  methodId: 'credit_card',
  brand: 'visa',
  last4: '4242',
  failureCode: null,
  message: null,
};

// Its own small server: these calls are judged by their headers too.
const seen: Seen[] = [];
let reply: (path: string) => [number, unknown] = () => [200, { success: true, data: {} }];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const path = (request.url ?? '').replace(/^\/api/, '');
    seen.push({
      method: request.method ?? '',
      path,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const [status, body] = reply(path);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
});
const last = () => seen[seen.length - 1]!;
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  cardholderName: 'Jane Doe',
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(async () => {
  resetApiConfig();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('reads the methods and the pricing, with the spec fallback when they cannot load', async () => {
  const methods = [{ id: 'upi', displayName: 'UPI', description: '', fields: [] }];
  const pricing = { shippingFlat: 4.99, taxRatePercent: 8, currency: 'USD' };
  reply = () => [200, { success: true, data: { methods, pricing } }];
  expect(await getPaymentOptions()).toEqual({ methods, pricing });
  expect(last()).toMatchObject({ method: 'GET', path: '/payments/methods' });
  expect((await getPaymentMethods()).map((m) => m.id)).toEqual(['upi']);
  reply = () => [503, { success: false }];
  await expect(getPaymentOptions()).rejects.toThrow('Failed to load payment methods.');
  await expect(getPaymentMethods()).rejects.toThrow('Failed to load payment methods.');
});

test('process sends the spec body and an Idempotency-Key of order id and attempt', async () => {
  reply = () => [200, { success: true, data: { result: authorized } }];
  const input = {
    methodId: 'credit_card',
    amount: 12.5,
    orderId: 'order_1700000000000',
    fields: card,
  };
  expect(await processPayment(input, 2)).toEqual(authorized);
  expect(last()).toMatchObject({
    method: 'POST',
    path: '/payments/process',
    body: {
      methodId: 'credit_card',
      amount: 12.5,
      currency: 'USD',
      fields: card,
      orderId: 'order_1700000000000',
      metadata: { paymentMethod: 'credit_card' },
    },
  });
  expect(last().headers['idempotency-key']).toBe('order_1700000000000:2');
  expect(paymentIdempotencyKey('order_1', 1)).toBe('order_1:1');
});

test("a decline carries the provider's reason; no reason falls back to the spec text", async () => {
  const input = { methodId: 'credit_card', amount: 5, orderId: 'order_1', fields: card };
  reply = () => [
    402,
    {
      success: false,
      message: 'Your card was declined.',
      errors: [{ field: 'payment', message: 'Your card was declined.' }],
    },
  ];
  await expect(processPayment(input, 1)).rejects.toMatchObject({
    status: 402,
    message: 'Your card was declined.',
  });
  reply = () => [402, { success: false }];
  await expect(processPayment(input, 1)).rejects.toThrow('Payment failed. Please try again.');
  reply = () => [
    200,
    { success: true, data: { result: { ...authorized, status: 'failed', message: null } } },
  ];
  await expect(processPayment(input, 1)).rejects.toThrow('Payment failed. Please try again.');
});

test('capture, refund and status use their documented paths and bodies', async () => {
  reply = () => [200, { success: true, data: { result: authorized } }];
  await capturePayment({ intentId: 'pay-1', amount: 12.5 });
  expect(last()).toMatchObject({
    path: '/payments/capture',
    body: { intentId: 'pay-1', amount: 12.5, currency: 'USD' },
  });
  await refundPayment({ paymentId: 'pay-1' });
  expect(last()).toMatchObject({
    path: '/payments/refund',
    body: { paymentId: 'pay-1', currency: 'USD', reason: 'Refund requested' },
  });
  expect(await getPaymentStatus('pay-1')).toEqual(authorized);
  expect(last()).toMatchObject({ method: 'GET', path: '/payments/status/pay-1' });
});
