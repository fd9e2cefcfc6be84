import type { CheckoutPricing } from '../types';
import { authorizationCents, orderTotals } from './order-totals';
import { lineCents, quantityError, stepQuantity, type QuantityRule } from './quantities';

const apples: QuantityRule = {
  name: 'Loose Apples',
  soldBy: 'weight',
  weightUnit: 'kg',
  quantityStep: 0.1,
  minQuantity: 0.2,
};
const milk: QuantityRule = { ...apples, name: 'Milk', soldBy: 'unit', weightUnit: null };

describe('quantities', () => {
  it('rounds each line half up to the cent, from exact thousandths', () => {
    expect(lineCents(299, 1.125)).toBe(336); // 336.375
    expect(lineCents(301, 0.5)).toBe(151); // 150.5
    expect(lineCents(299, 1.005)).toBe(300); // 300.495
    expect(lineCents(250, 1.002)).toBe(251); // 250.5
    expect(lineCents(199, 3)).toBe(597);
  });

  it('takes weights in steps from the minimum and whole pieces from 1', () => {
    expect(quantityError(apples, 0.5)).toBeNull();
    expect(quantityError(apples, 0.3)).toBeNull();
    expect(quantityError(apples, 0.1)).toBe('Quantity of Loose Apples must be at least 0.2 kg');
    expect(quantityError(apples, 0.55)).toBe('Quantity of Loose Apples must be in steps of 0.1 kg');
    expect(quantityError(apples, 0.5001)).toBe('Quantity must have at most 3 decimals');
    expect(quantityError(milk, 1.5)).toBe('Quantity must be a whole number');
    expect(quantityError(milk, 2)).toBeNull();
  });

  it('steps exactly: 0.1 + 0.2 is 0.3', () => {
    expect(stepQuantity(apples, 0.2, 1)).toBe(0.3);
    expect(stepQuantity(apples, 0.2, -1)).toBe(0.2);
  });

  it('authorises the estimate plus the margin (with its tax) on weighed lines only', () => {
    const pricing: CheckoutPricing = {
      shippingFlat: 0,
      taxRatePercent: 10,
      currency: 'USD',
      weightMarginPercent: 10,
    };
    const lines = [
      { listPriceCents: 300, unitPriceCents: 300, quantity: 1.5, weighed: true },
      { listPriceCents: 199, unitPriceCents: 199, quantity: 2 },
    ];
    const total = orderTotals(lines, pricing).total; // 450 + 398 = 848, tax 85
    expect(total).toBe(933);
    // 10% of 450 with 10% tax: 49.5 -> 50
    expect(authorizationCents(lines, pricing)).toBe(983);
    expect(authorizationCents([lines[1]!], pricing)).toBe(orderTotals([lines[1]!], pricing).total);
  });
});
