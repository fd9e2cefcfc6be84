import type { SoldBy, WeightUnit } from '../types/catalog';

/**
 * Quantities of weighed goods are exact decimals with at most 3 places (grams of a kg); the
 * arithmetic below works on integer thousandths so 0.1 + 0.2 never drifts.
 */
export const QUANTITY_SCALE = 1000;

/** 1.125 -> 1125. Callers pass quantities already checked to have at most 3 decimals. */
export function toThousandths(quantity: number): number {
  return Math.round(quantity * QUANTITY_SCALE);
}

export function fromThousandths(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/** True when `quantity` has at most 3 decimals. */
export function hasAtMostThreeDecimals(quantity: number): boolean {
  return (
    Number.isFinite(quantity) &&
    Math.abs(quantity * QUANTITY_SCALE - toThousandths(quantity)) < 1e-6
  );
}

/**
 * THE rounding rule of the store: a line costs its unit price (cents per piece or per weight
 * unit) times the quantity, rounded half up to a whole cent, once per line. 1.125 kg at 299
 * cents/kg = 336.375 -> 336 cents; 0.5 kg at 301 -> 150.5 -> 151. Whole quantities are exact.
 */
export function lineCents(unitPriceCents: number, quantity: number): number {
  const milli = unitPriceCents * toThousandths(quantity);
  return Math.floor((milli + QUANTITY_SCALE / 2) / QUANTITY_SCALE);
}

/** How a product is sold, as quantity rules need it. */
export interface QuantityRule {
  name: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  quantityStep: number;
  minQuantity: number;
}

/** "0.5 kg", "3". Weighed quantities with their unit, unit goods as a count. */
export function formatQuantity(
  quantity: number,
  rule: Pick<QuantityRule, 'soldBy' | 'weightUnit'>,
) {
  if (rule.soldBy !== 'weight') return String(quantity);
  return `${Number(quantity.toFixed(3))} ${rule.weightUnit ?? 'kg'}`;
}

export const QUANTITY_MESSAGES = {
  whole: 'Quantity must be a whole number',
  atLeastOne: 'Quantity must be at least 1',
  decimals: 'Quantity must have at most 3 decimals',
  step: (name: string, step: string) => `Quantity of ${name} must be in steps of ${step}`,
  minimum: (name: string, min: string) => `Quantity of ${name} must be at least ${min}`,
} as const;

/**
 * The first thing wrong with ordering `quantity` of a product, or null: unit goods take whole
 * numbers from 1, weighed goods a multiple of the step from the minimum, at most 3 decimals.
 * The stepper, the cart and the server (POST /orders) all ask this.
 */
export function quantityError(rule: QuantityRule, quantity: number): string | null {
  if (!Number.isFinite(quantity)) return QUANTITY_MESSAGES.whole;
  if (rule.soldBy !== 'weight') {
    if (!Number.isInteger(quantity)) return QUANTITY_MESSAGES.whole;
    return quantity < 1 ? QUANTITY_MESSAGES.atLeastOne : null;
  }
  if (!hasAtMostThreeDecimals(quantity)) return QUANTITY_MESSAGES.decimals;
  const q = toThousandths(quantity);
  if (q < toThousandths(rule.minQuantity)) {
    return QUANTITY_MESSAGES.minimum(rule.name, formatQuantity(rule.minQuantity, rule));
  }
  const step = toThousandths(rule.quantityStep);
  if (step > 0 && q % step !== 0) {
    return QUANTITY_MESSAGES.step(rule.name, formatQuantity(rule.quantityStep, rule));
  }
  return null;
}

/** The quantity after `presses` steps from `quantity`, kept exact (0.1 + 0.2 = 0.3). */
export function stepQuantity(rule: QuantityRule, quantity: number, presses: number): number {
  const next = toThousandths(quantity) + presses * toThousandths(rule.quantityStep);
  return fromThousandths(Math.max(toThousandths(rule.minQuantity), next));
}
