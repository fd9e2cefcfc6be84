const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' -> 'Nov 5': a UTC calendar day, read without a time zone shift. */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`.trim();
}
