/**
 * History state of a navigation that opens a new page even where the path stays the same (a
 * new search's results): the page starts at its top, as a page of another path does.
 */
export const START_AT_TOP = { startAtTop: true } as const;

export function startsAtTop(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'startAtTop' in state;
}
