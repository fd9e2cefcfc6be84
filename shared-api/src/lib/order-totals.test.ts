import type { CheckoutPricing } from '../types';
import { orderTotals } from './order-totals';

const pricing = (shippingFlat: number, taxRatePercent: number): CheckoutPricing => ({
  shippingFlat,
  taxRatePercent,
  currency: 'USD',
});

test('the spec store charges nothing: the total is the subtotal', () => {
  expect(orderTotals(2050, pricing(0, 0))).toEqual({
    subtotal: 2050,
    shipping: 0,
    tax: 0,
    total: 2050,
  });
});

test('adds the flat shipping in cents and the tax on the subtotal only', () => {
  expect(orderTotals(3000, pricing(4.99, 8))).toEqual({
    subtotal: 3000,
    shipping: 499,
    tax: 240,
    total: 3739,
  });
  expect(orderTotals(0, pricing(4.99, 8)).total).toBe(499);
});

test('rounds the tax to the nearest cent, a half cent up', () => {
  expect(orderTotals(3000, pricing(0, 8.25)).tax).toBe(248);
  expect(orderTotals(1006, pricing(0, 8.25)).tax).toBe(83);
  expect(orderTotals(1001, pricing(0, 8.25)).tax).toBe(83);
  expect(orderTotals(999, pricing(0, 8)).tax).toBe(80);
  expect(orderTotals(1, pricing(0, 49)).tax).toBe(0);
  expect(orderTotals(1, pricing(0, 50)).tax).toBe(1);
});

test('shipping dollars that are not exact in binary still give whole cents', () => {
  for (const dollars of [0.1, 0.29, 1.15, 4.35, 19.99]) {
    const { shipping } = orderTotals(100, pricing(dollars, 0));
    expect(Number.isInteger(shipping)).toBe(true);
    expect(shipping).toBe(Number(dollars.toFixed(2).replace('.', '')));
  }
});
