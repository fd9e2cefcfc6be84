// Small checks for values read back from web storage. The stores use these instead of zod so
// the start-up path does not load a validation library (zod comes with the form pages only).

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** A finite number (JSON cannot hold NaN or Infinity, but storage can be edited by hand). */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function stringOrNull(value: unknown): string | null {
  return isString(value) ? value : null;
}
