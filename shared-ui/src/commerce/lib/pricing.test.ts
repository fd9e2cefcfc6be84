import { productFixture } from '../testing/fixtures';
import { discountPercent, hasDiscount, packSizeLabel, unitPrice } from './pricing';
import { scarcityNote } from './scarcity';

describe('pricing', () => {
  it.each([
    [4, 2, 'l', 2, 'per litre'],
    [2.5, 250, 'ml', 10, 'per litre'],
    [8.99, 15, 'ml', 59.93, 'per 100 ml'],
    [3, 500, 'g', 6, 'per kg'],
    [6, 1.5, 'kg', 4, 'per kg'],
    [2.5, 50, 'g', 5, 'per 100 g'],
  ] as const)('compares $%s for %s %s at %s %s', (price, weight, unit, amount, label) => {
    expect(unitPrice(productFixture({ price, weight, unit }))).toEqual({ amount, label });
  });

  it('compares a pack of several by the item: a 12 pack, 18 pieces, a dozen', () => {
    expect(unitPrice(productFixture({ price: 6.99, weight: 12, unit: 'pack' }))).toEqual({
      amount: 0.58,
      label: 'each',
    });
    expect(unitPrice(productFixture({ price: 4.5, weight: 18, unit: 'piece' })).amount).toBe(0.25);
    expect(unitPrice(productFixture({ price: 5.99, weight: 1, unit: 'dozen' }))).toEqual({
      amount: 0.5,
      label: 'each',
    });
  });

  it("says 'per 1 unit' when weight or unit is missing, or one item has nothing to compare", () => {
    expect(unitPrice(productFixture({ weight: null })).label).toBe('per 1 unit');
    expect(unitPrice(productFixture({ weight: 1, unit: 'piece' }))).toEqual({
      amount: null,
      label: 'per 1 unit',
    });
    expect(unitPrice(productFixture({ weight: 1, unit: 'box' })).label).toBe('per 1 unit');
    // A thousand items at $1.99 would read "$0.00 each".
    expect(unitPrice(productFixture({ price: 1.99, weight: 1000, unit: 'piece' })).label).toBe(
      'per 1 unit',
    );
  });

  it('uses the discount price for the comparison and the percent off', () => {
    const sale = productFixture({
      price: 10,
      discount: 20,
      discountPrice: 8,
      weight: 1,
      unit: 'kg',
    });
    expect(hasDiscount(sale)).toBe(true);
    expect(discountPercent(sale)).toBe(20);
    expect(unitPrice(sale).amount).toBe(8);
    expect(hasDiscount(productFixture({ price: 5, discountPrice: 5 }))).toBe(false);
  });

  it('prints the pack size', () => {
    expect(packSizeLabel(productFixture({ weight: 1.5, unit: 'l' }))).toBe('1.5 L');
    expect(packSizeLabel(productFixture({ weight: 500, unit: 'g' }))).toBe('500 g');
    expect(packSizeLabel(productFixture({ weight: null, unit: 'dozen' }))).toBe('1 dozen');
    expect(packSizeLabel(productFixture({ weight: 18, unit: 'piece' }))).toBe('18 pieces');
    expect(packSizeLabel(productFixture({ weight: 1, unit: 'piece' }))).toBe('1 piece');
    expect(packSizeLabel(productFixture({ weight: 12, unit: 'pack' }))).toBe('12 pack');
  });

  it('notes scarcity on the badge tiers: 1 to 10 low, 0 out, above 10 nothing', () => {
    expect(scarcityNote(0)).toBe('Out of stock');
    expect(scarcityNote(1)).toBe('Only 1 left');
    expect(scarcityNote(10)).toBe('Only 10 left');
    expect(scarcityNote(11)).toBeNull();
  });
});
