import { listingTitle, readListingFilter } from './listing-params';

const title = (query: string, categoryName?: string) =>
  listingTitle(readListingFilter(new URLSearchParams(query)), categoryName);

describe('products listing title', () => {
  it('reflects the filter', () => {
    expect(title('search=milk')).toBe('Search results for "milk"');
    expect(title('category=c1', 'Dairy & Eggs')).toBe('Dairy & Eggs');
    expect(title('category=c1')).toBeNull();
    expect(title('featured=true')).toBe('Featured Products');
    expect(title('sale=true')).toBe('On Sale');
    expect(title('')).toBe('All Products');
  });

  it('lists a search best match first unless a sort is chosen, and never anything else', () => {
    const read = (query: string) => readListingFilter(new URLSearchParams(query)).sort;
    expect(read('search=milk')).toBe('relevance');
    expect(read('search=milk&sort=relevance')).toBe('relevance');
    expect(read('search=milk&sort=price')).toBe('price');
    expect(read('sort=relevance')).toBe('name');
    expect(read('search=%20%20')).toBe('name');
  });

  it('reads sort and order, falling back to name ascending', () => {
    expect(readListingFilter(new URLSearchParams('sort=price&order=desc'))).toMatchObject({
      sort: 'price',
      order: 'desc',
    });
    expect(readListingFilter(new URLSearchParams('sort=secret&order=sideways'))).toMatchObject({
      sort: 'name',
      order: 'asc',
    });
  });
});
