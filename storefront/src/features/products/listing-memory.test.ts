import type { Product } from '@grocery/shared-api';
import {
  recallListing,
  rememberListing,
  rememberOpened,
  takeOpened,
  type ShownListing,
} from './listing-memory';

const listing = (key: string, count = 20): ShownListing => ({
  key,
  products: Array.from({ length: count }, (_, i) => ({ id: `p${i}` }) as Product),
  pagination: { page: count / 20, limit: 20, total: 200, totalPages: 10 },
});

describe('listing memory', () => {
  it('brings back what a history entry showed, only for the same filter', () => {
    const shown = listing('{"search":"milk"}#0', 60);
    rememberListing('entry-a', shown);
    expect(recallListing('entry-a', '{"search":"milk"}#0')).toBe(shown);
    expect(recallListing('entry-a', '{"search":"bread"}#0')).toBeNull();
    expect(recallListing('entry-b', '{"search":"milk"}#0')).toBeNull();
  });

  it('keeps the last 20 entries of the tab', () => {
    for (let i = 0; i < 21; i += 1) rememberListing(`entry-${i}`, listing('all'));
    expect(recallListing('entry-0', 'all')).toBeNull();
    expect(recallListing('entry-1', 'all')).not.toBeNull();
    // Showing an entry again makes it the newest.
    rememberListing('entry-1', listing('all'));
    rememberListing('entry-21', listing('all'));
    expect(recallListing('entry-1', 'all')).not.toBeNull();
    expect(recallListing('entry-2', 'all')).toBeNull();
  });

  it('gives the product an entry was left for once', () => {
    rememberOpened('entry-a', 'p45');
    expect(takeOpened('entry-a')).toBe('p45');
    expect(takeOpened('entry-a')).toBeUndefined();
  });
});
