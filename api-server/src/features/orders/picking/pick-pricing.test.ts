import { chargeCents, finalTotals, pickedLineCents, substitutePrice } from './pick-pricing';

describe('final totals in cents', () => {
  it('rounds each line half up once, then tax half up on the goods', () => {
    // 1.125 kg at $2.99 = 336.375 -> 336; 0.5 kg at $3.01 = 150.5 -> 151.
    const lines = [
      { ...pickedLineCents({ unitPriceCents: 299, listPriceCents: 299 }, 1.125), rejected: false },
      { ...pickedLineCents({ unitPriceCents: 301, listPriceCents: 350 }, 0.5), rejected: false },
    ];
    expect(lines.map((l) => l.finalLineCents)).toEqual([336, 151]);
    // Tax 8.25% of 487 = 40.1775 -> 40.
    expect(finalTotals(lines, 499, 8.25)).toEqual({
      finalSubtotalCents: 336 + 175,
      finalDiscountCents: 24,
      finalShippingCents: 499,
      finalTaxCents: 40,
      finalTotalCents: 487 + 499 + 40,
    });
  });

  it('charges no shipping when nothing is delivered, and never above the authorisation', () => {
    const short = [{ finalLineCents: 0, finalListCents: 0, rejected: false }];
    expect(finalTotals(short, 499, 10).finalTotalCents).toBe(0);
    expect(chargeCents(1000, 900)).toBe(900);
    expect(chargeCents(800, 900)).toBe(800);
    expect(chargeCents(800, null)).toBe(800);
  });

  it('caps a substitute at the ordered price per unit unless the shopper chose it', () => {
    const ordered = { unitPriceCents: 300, listPriceCents: 300 };
    const dearer = { unitPriceCents: 400, listPriceCents: 400 };
    expect(substitutePrice(ordered, dearer, false)).toEqual({
      unitPriceCents: 300,
      listPriceCents: 400,
    });
    expect(substitutePrice(ordered, dearer, true)).toEqual(dearer);
  });
});
