import { join } from 'node:path';
import {
  type CheckoutPricing,
  type Order,
  type PaymentMethod,
  fromCents,
  orderTotals,
} from '@grocery/shared-api';
import { loadConfig } from '../../config';
import { body, get, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, payAndOrder } from '../../test/checkout';

type Options = { methods: PaymentMethod[]; pricing: CheckoutPricing };

// Read from the environment variable names an operator sets, not from the config fields.
const { shippingFlatCents, taxRatePercent } = loadConfig(
  { JWT_SECRET: 'x'.repeat(32), SHIPPING_FLAT_CENTS: '499', TAX_RATE_PERCENT: '8' },
  join(__dirname, '..', '..', '..'),
);

describe.each(drivers)('checkout pricing from the settings (%s)', (driver) => {
  const t = useTestApp(driver, { shippingFlatCents, taxRatePercent });

  it('tells checkout the shipping and tax, and an order paid with its total is placed', async () => {
    const { token } = await registerCustomer(t.app);
    const res = await get(t.app, '/api/payments/methods', token);
    expect(res.statusCode).toBe(200);
    const { pricing } = body<Options>(res).data;
    expect(pricing).toEqual({
      shippingFlat: 4.99,
      taxRatePercent: 8,
      currency: 'USD',
      weightMarginPercent: 10,
    });

    const tea = await insertProduct(t.database.db, { name: 'Priced Tea', priceCents: 1000 });
    const jam = await insertProduct(t.database.db, { name: 'Priced Jam', priceCents: 333 });
    // What the checkout does with its cart: 3 x $10.00 + $3.33, then shipping and 8% tax.
    const totals = orderTotals(
      [
        { listPriceCents: 1000, unitPriceCents: 1000, quantity: 3 },
        { listPriceCents: 333, unitPriceCents: 333, quantity: 1 },
      ],
      pricing,
    );
    expect(totals).toEqual({ subtotal: 3333, discount: 0, shipping: 499, tax: 267, total: 4099 });
    const payload = orderPayload([
      { productId: tea, quantity: 3 },
      { productId: jam, quantity: 1 },
    ]);
    const placed = await payAndOrder(t.app, token, payload, fromCents(totals.total));
    expect(placed.statusCode).toBe(201);
    expect(body<{ order: Order }>(placed).data.order).toMatchObject({
      totalAmount: 33.33,
      shippingAmount: 4.99,
      taxAmount: 2.67,
      finalAmount: 40.99,
      paymentMethod: 'credit_card',
      payment: { brand: 'visa', last4: '4242' },
    });
  });

  it('refuses and refunds a payment of the bare subtotal', async () => {
    const { token } = await registerCustomer(t.app);
    const bread = await insertProduct(t.database.db, { name: 'Subtotal Bread', priceCents: 250 });
    const res = await payAndOrder(
      t.app,
      token,
      orderPayload([{ productId: bread, quantity: 2 }]),
      5,
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(
      'The payment of $5.00 does not match the order total of $10.39. Your payment was refunded.',
    );
  });
});
