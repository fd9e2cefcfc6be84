import { fromThousandths, toThousandths } from '@grocery/shared-api';

// The stepper moves on the step grid in whole thousandths (the quantities' own arithmetic, see
// shared-api lib/quantities), so 0.1 + 0.2 is 0.3 and prints as the shopper typed it.

/** The nearest multiple of `step`, exact to 3 decimals. */
export function roundToStep(value: number, step: number): number {
  const grid = Math.max(toThousandths(step), 1);
  return fromThousandths(Math.round(toThousandths(value) / grid) * grid);
}

/** `value` snapped to the grid, then moved by `steps` steps (negative to go down). */
export function moveOnGrid(value: number, step: number, steps: number): number {
  const grid = Math.max(toThousandths(step), 1);
  return fromThousandths((Math.round(toThousandths(value) / grid) + steps) * grid);
}

/** "0.5", "1.25": a weight as the shopper reads it, never 0.30000000000000004. */
export const weightText = (value: number) => String(roundToStep(value, 0.001));
