import type { CheckoutPricing } from '../types';
import { orderTotals, summaryRows, totalsOfOrder } from './order-totals';

const pricing = (shippingFlat: number, taxRatePercent: number): CheckoutPricing => ({
  shippingFlat,
  taxRatePercent,
  currency: 'USD',
  weightMarginPercent: 10,
});
/** A line of `quantity` at a list price, sold at `unit` cents when given. */
const line = (list: number, quantity = 1, unit = list) => ({
  listPriceCents: list,
  unitPriceCents: unit,
  quantity,
});

test('the spec store charges nothing: the total is the subtotal', () => {
  expect(orderTotals([line(1025, 2)], pricing(0, 0))).toEqual({
    subtotal: 2050,
    discount: 0,
    shipping: 0,
    tax: 0,
    total: 2050,
  });
});

test('the subtotal is at list prices and the discount is what the sale prices took off', () => {
  const totals = orderTotals([line(499, 1), line(1000, 2, 895)], pricing(0, 0));
  expect(totals).toEqual({ subtotal: 2499, discount: 210, shipping: 0, tax: 0, total: 2289 });
  expect(totals.subtotal - totals.discount + totals.shipping + totals.tax).toBe(totals.total);
});

test('adds the flat shipping in cents and the tax on the discounted goods only', () => {
  expect(orderTotals([line(3000)], pricing(4.99, 8))).toEqual({
    subtotal: 3000,
    discount: 0,
    shipping: 499,
    tax: 240,
    total: 3739,
  });
  expect(orderTotals([line(4000, 1, 3000)], pricing(0, 8)).tax).toBe(240);
  expect(orderTotals([], pricing(4.99, 8)).total).toBe(499);
});

test('rounds the tax to the nearest cent, a half cent up', () => {
  const tax = (cents: number, rate: number) => orderTotals([line(cents)], pricing(0, rate)).tax;
  expect(tax(3000, 8.25)).toBe(248);
  expect(tax(1006, 8.25)).toBe(83);
  expect(tax(1001, 8.25)).toBe(83);
  expect(tax(999, 8)).toBe(80);
  expect(tax(1, 49)).toBe(0);
  expect(tax(1, 50)).toBe(1);
});

test('shipping dollars that are not exact in binary still give whole cents', () => {
  for (const dollars of [0.1, 0.29, 1.15, 4.35, 19.99]) {
    const { shipping } = orderTotals([line(100)], pricing(dollars, 0));
    expect(Number.isInteger(shipping)).toBe(true);
    expect(shipping).toBe(Number(dollars.toFixed(2).replace('.', '')));
  }
});

test('the summary rows: the discount only when above zero, taken off', () => {
  const sale = orderTotals([line(1399, 1, 1189)], pricing(0, 0));
  expect(summaryRows(sale)).toEqual([
    { label: 'Subtotal', amount: 13.99 },
    { label: 'Discount', amount: -2.1 },
    { label: 'Shipping', amount: 0 },
    { label: 'Tax', amount: 0 },
    { label: 'Total', amount: 11.89 },
  ]);
  expect(summaryRows(orderTotals([line(500)], pricing(0, 0))).map((r) => r.label)).toEqual([
    'Subtotal',
    'Shipping',
    'Tax',
    'Total',
  ]);
});

test("an order's dollars come back as the same cents", () => {
  expect(
    totalsOfOrder({
      totalAmount: 13.99,
      discountAmount: 2.1,
      shippingAmount: 4.99,
      taxAmount: 0.95,
      finalAmount: 17.83,
    }),
  ).toEqual({ subtotal: 1399, discount: 210, shipping: 499, tax: 95, total: 1783 });
});
