export type QueryValue = string | number | boolean | null | undefined;

/** Drops unset and blank values so they never reach the server as "undefined" or "". */
export function toSearchParams(params: object = {}): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    result[key] = value;
  }
  return result;
}
