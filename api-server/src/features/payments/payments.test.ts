import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_METHODS,
  type Order,
  type PaymentOptions,
  type PaymentResult,
} from '@grocery/shared-api';
import { payments } from '../../db/schema';
import { body, get, initializeAdmin, post, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import {
  TEST_CARDS,
  cardFields,
  clientOrderId,
  orderPayload,
  pay,
  placeOrder,
} from '../../test/checkout';

type Result = { result: PaymentResult };

describe.each(drivers)('payments (%s)', (driver) => {
  const t = useTestApp(driver);
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await initializeAdmin(t.app)).token;
  });
  const shopper = async () => (await registerCustomer(t.app)).token;
  const rowsFor = (key: string) =>
    t.database.db.select().from(payments).where(eq(payments.idempotencyKey, key));

  it('lists the payment methods with their fields, no charges and no cap by default, to anyone', async () => {
    const res = await get(t.app, '/api/payments/methods');
    expect(res.statusCode).toBe(200);
    const { methods, pricing, orderLimits } = body<PaymentOptions>(res).data;
    expect(methods).toEqual(PAYMENT_METHODS);
    expect(pricing).toEqual({
      shippingFlat: 0,
      taxRatePercent: 0,
      currency: 'USD',
      weightMarginPercent: 10,
    });
    expect(orderLimits).toEqual({ maxLineQuantity: 0 });
    expect(methods.map((m) => m.id)).toEqual(['credit_card', 'upi', 'cash_on_delivery']);
  });

  it('validates the fields with the checkout messages and records nothing', async () => {
    const token = await shopper();
    const orderId = clientOrderId();
    const res = await pay(t.app, token, 10, orderId, {
      fields: {
        cardNumber: '4242 4242 4242 4241',
        expiryDate: '01/20',
        cvv: '12',
        cardholderName: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      success: false,
      message: 'Please fix payment validation errors',
      errors: [
        { field: 'cardNumber', message: 'Card number is invalid' },
        { field: 'expiryDate', message: 'Card has expired' },
        { field: 'cvv', message: 'CVV must be 3 or 4 digits' },
        { field: 'cardholderName', message: 'Cardholder name is required' },
      ],
    });
    const upi = await pay(t.app, token, 10, orderId, {
      methodId: 'upi',
      fields: { upiId: 'nope' },
    });
    expect(body(upi).errors).toEqual([
      { field: 'upiId', message: 'Enter a valid UPI ID (e.g., username@bank)' },
    ]);
    expect(await rowsFor(orderId)).toEqual([]);
  });

  it('authorizes the test cards and keeps only brand and last four digits', async () => {
    const token = await shopper();
    for (const [card, brand, last4] of [
      [TEST_CARDS.visa, 'visa', '4242'],
      [TEST_CARDS.mastercard, 'mastercard', '4444'],
    ] as const) {
      const orderId = clientOrderId();
      const res = await pay(t.app, token, 12.34, orderId, { fields: cardFields(card) });
      expect(res.statusCode).toBe(200);
      expect(body<Result>(res).data.result).toMatchObject({
        status: 'authorized',
        amount: 12.34,
        currency: 'USD',
        methodId: 'credit_card',
        brand,
        last4,
      });
      expect(res.body).not.toContain(card.replaceAll(' ', '').slice(0, 12));
      const [row] = await rowsFor(orderId);
      expect(JSON.stringify(row)).not.toMatch(/4242424242424242|5555555555554444|12\/39|"123"/);
      expect(row).toMatchObject({ amountCents: 1234, cardBrand: brand, cardLast4: last4 });
    }
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])('answers 402 for %s and records the failed payment', async (card, message) => {
    const token = await shopper();
    const orderId = clientOrderId();
    const res = await pay(t.app, token, 5, orderId, { fields: cardFields(card) });
    expect(res.statusCode).toBe(402);
    expect(body(res)).toEqual({ success: false, message, errors: [{ field: 'payment', message }] });
    const [row] = await rowsFor(orderId);
    expect(row).toMatchObject({
      status: 'failed',
      failureMessage: message,
      cardLast4: card.slice(-4),
    });
  });

  it('UPI: success@upi succeeds, fail@upi fails', async () => {
    const token = await shopper();
    const ok = await pay(t.app, token, 3, clientOrderId(), {
      methodId: 'upi',
      fields: { upiId: 'success@upi' },
    });
    expect(body<Result>(ok).data.result).toMatchObject({ status: 'authorized', methodId: 'upi' });
    const failed = await pay(t.app, token, 3, clientOrderId(), {
      methodId: 'upi',
      fields: { upiId: 'fail@upi' },
    });
    expect(failed.statusCode).toBe(402);
    expect(body(failed).message).toBe('The UPI payment was not approved.');
  });

  it("cash on delivery, processed as the spec's checkout does, is a pending payment the order takes", async () => {
    const token = await shopper();
    const productId = await insertProduct(t.database.db, {
      name: 'Door Paid Dates',
      priceCents: 300,
    });
    const orderId = clientOrderId();
    const cod = await pay(t.app, token, 3, orderId, { methodId: 'cash_on_delivery', fields: {} });
    expect(cod.statusCode).toBe(200);
    const { result } = body<Result>(cod).data;
    expect(result).toMatchObject({ status: 'pending', methodId: 'cash_on_delivery', amount: 3 });
    const again = await pay(t.app, token, 3, orderId, { methodId: 'cash_on_delivery', fields: {} });
    expect(body<Result>(again).data.result.paymentId).toBe(result.paymentId);
    const captured = await post(
      t.app,
      '/api/payments/capture',
      { intentId: result.paymentId },
      token,
    );
    expect(captured.statusCode).toBe(409);

    const placed = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId, quantity: 1 }], {
        orderId,
        paymentMethod: 'cash_on_delivery',
        paymentId: result.paymentId,
      }),
    );
    expect(placed.statusCode).toBe(201);
    expect(body<{ order: Order }>(placed).data.order).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      finalAmount: 3,
    });
  });

  it('a retried key answers the same payment, sequentially and racing; another amount is 409', async () => {
    const token = await shopper();
    const orderId = clientOrderId();
    const first = body<Result>(await pay(t.app, token, 20, orderId)).data.result;
    const again = body<Result>(await pay(t.app, token, 20, orderId)).data.result;
    expect(again.paymentId).toBe(first.paymentId);
    const other = await pay(t.app, token, 21, orderId);
    expect(other.statusCode).toBe(409);
    expect(body(other).message).toBe('This payment was already made for a different amount');

    const key = `key-${clientOrderId()}`;
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => pay(t.app, token, 7.5, clientOrderId(), { key })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(racing.map((r) => body<Result>(r).data.result.paymentId));
    expect(ids.size).toBe(1);
    expect(await rowsFor(key)).toHaveLength(1);
  });

  it('a declined key may be retried with another card (no money moved the first time)', async () => {
    const token = await shopper();
    const orderId = clientOrderId();
    const declined = await pay(t.app, token, 9, orderId, {
      fields: cardFields(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    const retried = await pay(t.app, token, 9, orderId);
    expect(retried.statusCode).toBe(200);
    expect(body<Result>(retried).data.result.last4).toBe('4242');
    expect(await rowsFor(orderId)).toHaveLength(1);
  });

  it('captures, refunds and reports status of own payments; others are 404, admins see all', async () => {
    const token = await shopper();
    const stranger = await shopper();
    const { paymentId } = body<Result>(await pay(t.app, token, 10, clientOrderId())).data.result;
    expect((await get(t.app, `/api/payments/status/${paymentId}`, stranger)).statusCode).toBe(404);
    expect((await get(t.app, '/api/payments/status/nope', token)).statusCode).toBe(404);
    const captured = await post(t.app, '/api/payments/capture', { intentId: paymentId }, token);
    expect(body<Result>(captured).data.result.status).toBe('captured');
    const refundedByStranger = await post(
      t.app,
      '/api/payments/refund',
      { paymentId, reason: 'mine now' },
      stranger,
    );
    expect(refundedByStranger.statusCode).toBe(404);
    const partial = await post(t.app, '/api/payments/refund', { paymentId, amount: 4 }, token);
    expect(body<Result>(partial).data.result.status).toBe('captured');
    const tooMuch = await post(t.app, '/api/payments/refund', { paymentId, amount: 7 }, token);
    expect(tooMuch.statusCode).toBe(409);
    const rest = await post(t.app, '/api/payments/refund', { paymentId }, adminToken);
    expect(body<Result>(rest).data.result.status).toBe('refunded');
    const status = await get(t.app, `/api/payments/status/${paymentId}`, adminToken);
    expect(body<Result>(status).data.result).toMatchObject({ paymentId, status: 'refunded' });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId)));
    expect(row!.refundedCents).toBe(1000);
  });

  it('refuses a bad Idempotency-Key header and bad amounts with 400', async () => {
    const token = await shopper();
    const badKey = await pay(t.app, token, 1, clientOrderId(), { key: 'has space' });
    expect(badKey.statusCode).toBe(400);
    const negative = await pay(t.app, token, -1, clientOrderId());
    expect(body(negative).errors).toEqual([
      { field: 'amount', message: 'Amount must be greater than 0' },
    ]);
    const huge = await pay(t.app, token, 1e12, clientOrderId());
    expect(huge.statusCode).toBe(400);
  });

  it('refuses amounts that round to 0 cents on process, capture and refund with a 400', async () => {
    const token = await shopper();
    const subCent = { field: 'amount', message: 'Amount must be at least $0.01' };
    const processed = await pay(t.app, token, 0.0001, clientOrderId());
    expect(processed.statusCode).toBe(400);
    expect(body(processed)).toEqual({
      success: false,
      message: subCent.message,
      errors: [subCent],
    });
    const { paymentId } = body<Result>(await pay(t.app, token, 5, clientOrderId())).data.result;
    const capture = await post(
      t.app,
      '/api/payments/capture',
      { intentId: paymentId, amount: 0.0001 },
      token,
    );
    expect(capture.statusCode).toBe(400);
    expect(body(capture).errors).toEqual([subCent]);
    await post(t.app, '/api/payments/capture', { intentId: paymentId }, token);
    const refund = await post(t.app, '/api/payments/refund', { paymentId, amount: 0.0001 }, token);
    expect(refund.statusCode).toBe(400);
    expect(body(refund).errors).toEqual([subCent]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'captured', refundedCents: 0 });
  });
});
