import { type SearchCandidate, searchOrder } from './search-order';

const candidate = (id: string, name: string, more: Partial<SearchCandidate> = {}) => ({
  id,
  version: 1,
  name,
  categoryId: null,
  rank: 0.1,
  head: 0,
  ...more,
});

const order = (candidates: SearchCandidate[], typed: string, aisleIds: string[] = []) =>
  searchOrder(candidates, { typed, aisleIds }).map((ref) => ref.id);

describe('searchOrder', () => {
  it('puts the name closest to what was typed first when the ranks are equal', () => {
    const candidates = [candidate('a', 'Apple Pie Filling'), candidate('b', 'Bananas')];
    expect(order(candidates, 'bananna')).toEqual(['b', 'a']);
  });

  it('lets a head noun that was searched outweigh a slightly higher rank', () => {
    const candidates = [
      candidate('pie', 'Dutch Apple Pie', { rank: 0.15 }),
      candidate('apples', 'Honeycrisp Apples', { rank: 0.1, head: 1 }),
    ];
    expect(order(candidates, 'apple')).toEqual(['apples', 'pie']);
  });

  it('lists the aisle the search names before any other match', () => {
    const candidates = [
      candidate('shrimp', 'Crispy Breaded Shrimp', { rank: 0.9, head: 1 }),
      candidate('loaf', 'Country Sourdough Loaf', { rank: 0.01, categoryId: 'breads' }),
    ];
    expect(order(candidates, 'bread', ['breads'])).toEqual(['loaf', 'shrimp']);
  });

  it('prefers a product whose aisle other candidates share', () => {
    const candidates = [
      candidate('dog-food', 'Chicken Dog Food', { categoryId: 'pets' }),
      candidate('thighs', 'Chicken Thighs', { categoryId: 'poultry' }),
      candidate('breasts', 'Chicken Breasts', { categoryId: 'poultry' }),
    ];
    expect(order(candidates, 'chicken')).toEqual(['breasts', 'thighs', 'dog-food']);
  });

  it('breaks ties by the higher rank, then the lower id', () => {
    const candidates = [
      candidate('c', 'Oat Milk', { rank: 0.1 }),
      candidate('b', 'Oat Milk', { rank: 0.1 }),
      candidate('a', 'Oat Milk', { rank: 0.1000001 }),
    ];
    expect(order(candidates, 'xyz')).toEqual(['a', 'b', 'c']);
  });
});
