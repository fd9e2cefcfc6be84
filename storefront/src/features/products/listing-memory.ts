import type { Pagination, Product } from '@grocery/shared-api';

/** A listing as shown: the filter it is for and every page loaded so far. */
export interface ShownListing {
  key: string;
  products: Product[];
  pagination: Pagination;
  /** What a search with typos looked for instead (the first page's answer says). */
  correctedSearch?: string;
}

/** The history entries of this tab whose listing can come back; older ones load afresh. */
const KEPT = 20;
const shown = new Map<string, ShownListing>();

/** Keeps what a history entry (the router's location key) shows, for Back to bring it back. */
export function rememberListing(historyKey: string, listing: ShownListing): void {
  shown.delete(historyKey);
  shown.set(historyKey, listing);
  if (shown.size > KEPT) shown.delete(shown.keys().next().value!);
}

/** What this history entry showed for this filter, if it is remembered. */
export function recallListing(historyKey: string, key: string): ShownListing | null {
  const listing = shown.get(historyKey);
  return listing?.key === key ? listing : null;
}

/** The product each history entry was left for, so Back can return focus to its card. */
const opened = new Map<string, string>();

export function rememberOpened(historyKey: string, productId: string): void {
  opened.set(historyKey, productId);
  if (opened.size > KEPT) opened.delete(opened.keys().next().value!);
}

/** The product this entry was left for, once: later renders must not pull focus back. */
export function takeOpened(historyKey: string): string | undefined {
  const productId = opened.get(historyKey);
  opened.delete(historyKey);
  return productId;
}
