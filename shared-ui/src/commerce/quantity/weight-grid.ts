// Weights are decimals (0.5 kg) that doubles cannot hold exactly, so a step is taken in whole
// thousandths (the 3 decimals a quantity may carry) and turned back into the nearest double,
// which prints as the shopper typed it.
const MILLI = 1000;
const toMilli = (value: number) => Math.round(value * MILLI);

/** The nearest multiple of `step`, exact to 3 decimals. */
export function roundToStep(value: number, step: number): number {
  const stepMilli = Math.max(toMilli(step), 1);
  return (Math.round(toMilli(value) / stepMilli) * stepMilli) / MILLI;
}

/** `value` snapped to the grid, then moved by `steps` steps (negative to go down). */
export function moveOnGrid(value: number, step: number, steps: number): number {
  const stepMilli = Math.max(toMilli(step), 1);
  return ((Math.round(toMilli(value) / stepMilli) + steps) * stepMilli) / MILLI;
}

/** "0.5", "1.25": a weight as the shopper reads it, never 0.30000000000000004. */
export const weightText = (value: number) => String(roundToStep(value, 0.001));
