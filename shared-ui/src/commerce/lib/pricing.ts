import { effectivePrice, type Product, type Unit } from '@grocery/shared-api';

type PricedProduct = Pick<Product, 'price' | 'discountPrice' | 'discount'>;

/** True when the product carries an active discount that actually lowers the price. */
export function hasDiscount(product: PricedProduct): boolean {
  return effectivePrice(product) < product.price;
}

/** Percent off, preferring the stored discount and falling back to the two prices. */
export function discountPercent(product: PricedProduct): number {
  if (!hasDiscount(product)) return 0;
  if (product.discount > 0) return Math.round(product.discount);
  return Math.round((1 - effectivePrice(product) / product.price) * 100);
}

const GRAMS: Partial<Record<Unit, number>> = { kg: 1000, g: 1, lb: 453.592, oz: 28.3495 };
const MILLILITRES: Partial<Record<Unit, number>> = {
  l: 1000,
  ml: 1,
  gal: 3785.41,
  qt: 946.353,
  pt: 473.176,
};
/** Items in one of a counted unit: "12 pack" is twelve items, "1 dozen" twelve eggs. */
const ITEMS: Partial<Record<Unit, number>> = { piece: 1, pack: 1, box: 1, case: 1, dozen: 12 };
const UNIT_LABELS: Partial<Record<Unit, string>> = { l: 'L' };
/** "18 pieces" and "2 boxes"; "12 pack" and "2 dozen" are said as they are. */
const PLURALS: Partial<Record<Unit, string>> = { piece: 'pieces', box: 'boxes', case: 'cases' };

/** Whether a unit weighs, holds liquid, or counts pieces. */
export function measureOf(unit: Unit): 'mass' | 'volume' | 'count' {
  if (GRAMS[unit]) return 'mass';
  if (MILLILITRES[unit]) return 'volume';
  return 'count';
}

/** Pack size as printed on the shelf, e.g. "500 g" or "1.5 L". */
export function packSizeLabel(product: Pick<Product, 'weight' | 'unit'>): string {
  const weight = product.weight != null && product.weight > 0 ? product.weight : 1;
  const unit = (weight !== 1 && PLURALS[product.unit]) || UNIT_LABELS[product.unit] || product.unit;
  return `${Number(weight.toFixed(3))} ${unit}`;
}

export interface UnitPrice {
  /** Price for one reference quantity, or null when only 'per 1 unit' can be said. */
  amount: number | null;
  /** "per kg", "per 100 g", "per litre", "per 100 ml", "each" or "per 1 unit". */
  label: string;
}

/**
 * Comparison price a grocer prints on the shelf label. Small packs (under 250 g or 250 ml)
 * compare per 100 g or 100 ml because a per-kg figure for a spice jar, or a per-litre one for a
 * nail polish, reads as alarming rather than informative; packs of several items compare by the
 * item.
 */
export function unitPrice(product: Pick<Product, 'weight' | 'unit'> & PricedProduct): UnitPrice {
  const { weight, unit } = product;
  if (weight == null || weight <= 0 || !unit) return { amount: null, label: 'per 1 unit' };
  const price = effectivePrice(product);
  const gramsPerUnit = GRAMS[unit];
  if (gramsPerUnit) {
    const grams = weight * gramsPerUnit;
    if (grams < 250) return { amount: round2((price / grams) * 100), label: 'per 100 g' };
    return { amount: round2((price / grams) * 1000), label: 'per kg' };
  }
  const mlPerUnit = MILLILITRES[unit];
  if (mlPerUnit) {
    const ml = weight * mlPerUnit;
    if (ml < 250) return { amount: round2((price / ml) * 100), label: 'per 100 ml' };
    return { amount: round2((price / ml) * 1000), label: 'per litre' };
  }
  const items = weight * (ITEMS[unit] ?? 0);
  const each = round2(price / items);
  if (items > 1 && each > 0) return { amount: each, label: 'each' };
  return { amount: null, label: 'per 1 unit' };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
