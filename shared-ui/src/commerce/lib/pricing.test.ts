import { productFixture } from '../testing/fixtures';
import { discountPercent, hasDiscount, packSizeLabel, unitPrice } from './pricing';
import { scarcityNote } from './scarcity';

describe('pricing', () => {
  it('compares per litre, per 100 ml, per kg and per 100 g where weight and unit allow', () => {
    expect(unitPrice(productFixture({ price: 4, weight: 2, unit: 'l' }))).toEqual({
      amount: 2,
      label: 'per litre',
    });
    expect(unitPrice(productFixture({ price: 3, weight: 500, unit: 'g' }))).toEqual({
      amount: 6,
      label: 'per kg',
    });
    expect(unitPrice(productFixture({ price: 2.5, weight: 50, unit: 'g' }))).toEqual({
      amount: 5,
      label: 'per 100 g',
    });
    expect(unitPrice(productFixture({ price: 6, weight: 1.5, unit: 'kg' }))).toEqual({
      amount: 4,
      label: 'per kg',
    });
    expect(unitPrice(productFixture({ price: 8.99, weight: 15, unit: 'ml' }))).toEqual({
      amount: 59.93,
      label: 'per 100 ml',
    });
    expect(unitPrice(productFixture({ price: 2.5, weight: 250, unit: 'ml' }))).toEqual({
      amount: 10,
      label: 'per litre',
    });
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

  it('notes scarcity under 10 and at 0', () => {
    expect(scarcityNote(0)).toBe('Out of stock');
    expect(scarcityNote(9)).toBe('Only 9 left');
    expect(scarcityNote(10)).toBeNull();
  });
});
