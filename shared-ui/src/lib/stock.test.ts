import { LOW_STOCK_THRESHOLD, isLowStock, stockLabel, stockLevel } from './stock';

describe('stock', () => {
  it('uses the spec tiers: above 10 in, 1 to 10 low, 0 out', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(10);
    expect(stockLevel(11)).toBe('in');
    expect(stockLevel(10)).toBe('low');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-2)).toBe('out');
  });

  it('counts stock below 10 as low for dashboards', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(10)).toBe(false);
  });

  it('writes the stock text of cards', () => {
    expect(stockLabel(5)).toBe('5 in stock');
    expect(stockLabel(0)).toBe('Out of stock');
  });
});
