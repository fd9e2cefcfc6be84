import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Product } from '@grocery/shared-api';
import { rememberOpened, takeOpened } from './listing-memory';

const CARDS = '.gs-product-grid > li';

const cardsIn = (grid: HTMLElement | null) => [...(grid?.querySelectorAll(CARDS) ?? [])];

function focusCard(grid: HTMLElement | null, index: number, preventScroll = false) {
  cardsIn(grid)[index]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll });
}

/**
 * Where the keyboard goes in a listing:
 * - after 'Load more', to the first product it added: reading goes on there, and the button
 *   (busy while loading, gone after the last page) does not drop focus to the page's end;
 * - back from a product opened from its card, to that card, as a full page load would.
 */
export function useListingFocus(products: Product[]) {
  const { key: historyKey } = useLocation();
  const grid = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);
  const count = products.length;

  useEffect(() => {
    const from = firstAdded.current;
    if (from === null || count <= from) return;
    firstAdded.current = null;
    focusCard(grid.current, from);
  }, [count]);

  useEffect(() => {
    const productId = takeOpened(historyKey);
    const index = products.findIndex((product) => product.id === productId);
    // The shell puts the page back where it was left; focus must not scroll it elsewhere.
    if (index >= 0) focusCard(grid.current, index, true);
  }, [historyKey, products]);

  return {
    grid,
    expectAdded: () => (firstAdded.current = count),
    noteOpened: (event: MouseEvent) => {
      const card = (event.target as Element).closest('a[href]')?.closest(CARDS);
      const index = card ? cardsIn(grid.current).indexOf(card) : -1;
      if (index >= 0) rememberOpened(historyKey, products[index]!.id);
    },
  };
}
