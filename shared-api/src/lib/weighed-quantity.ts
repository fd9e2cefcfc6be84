// Weighed quantities are decimals (0.5 kg); doubles cannot hold most of them exactly, so every
// step is taken in whole thousandths (the 3 decimals a quantity may carry) and turned back into
// the double nearest the decimal, which prints as the shopper typed it.
const MILLI = 1000;

const toMilli = (value: number) => Math.round(value * MILLI);

/** The nearest multiple of `step` (0.1 kg, or 1 for unit goods), exact to 3 decimals. */
export function roundToStep(value: number, step: number): number {
  const stepMilli = Math.max(toMilli(step), 1);
  return (Math.round(toMilli(value) / stepMilli) * stepMilli) / MILLI;
}

/** `value` moved by `steps` steps (negative to go down), snapped to the step grid. */
export function stepQuantity(value: number, step: number, steps: number): number {
  const stepMilli = Math.max(toMilli(step), 1);
  return ((Math.round(toMilli(value) / stepMilli) + steps) * stepMilli) / MILLI;
}

/** Whether a quantity lies on the step grid (at most 3 decimals, a multiple of the step). */
export function isOnStep(value: number, step: number): boolean {
  return Number.isFinite(value) && roundToStep(value, step) === value;
}

/** "0.5 kg", "1.25 lb"; a unit good's count as a plain number. */
export function formatWeight(quantity: number, unit: string | null | undefined): string {
  const text = String(roundToStep(quantity, 0.001));
  return unit ? `${text} ${unit}` : text;
}

/** Cents for `quantity` at `unitPriceCents` per unit (piece, kg or lb), half up to the cent. */
export function lineCents(unitPriceCents: number, quantity: number): number {
  return Math.round((unitPriceCents * toMilli(quantity)) / MILLI);
}
