import { makeProduct } from '../test/fixtures';
import {
  addToWishlistRule,
  mergeWishlistsRule,
  isInWishlist,
  refreshWishlistRule,
  removeFromWishlistRule,
  toggleWishlistRule,
} from './wishlist-rules';

const now = new Date('2025-06-01T10:00:00.000Z');
const apples = makeProduct({ id: 'p-7', name: 'Gala Apples', price: 3.5, discountPrice: 2.8 });

test('toggling adds the product with its display data and says so', () => {
  const { items, outcome } = toggleWishlistRule([], apples, now);
  expect(outcome).toEqual({ type: 'success', message: 'Gala Apples added to wishlist!' });
  expect(items).toEqual([
    {
      id: 'p-7',
      name: 'Gala Apples',
      price: 2.8,
      imageUrl: '/images/bananas.png',
      stock: 5,
      category: 'Fruit',
      addedAt: '2025-06-01T10:00:00.000Z',
    },
  ]);
});

test('toggling again removes it: "{product} removed from wishlist!"', () => {
  const { items } = toggleWishlistRule([], apples, now);
  const removed = toggleWishlistRule(items, apples, now);
  expect(removed.items).toEqual([]);
  expect(removed.outcome).toEqual({
    type: 'success',
    message: 'Gala Apples removed from wishlist!',
  });
});

test('duplicates are ignored', () => {
  const { items } = addToWishlistRule([], apples, now);
  const again = addToWishlistRule(items, apples, new Date());
  expect(again.items).toBe(items);
  expect(again.outcome).toBeNull();
  expect(isInWishlist(items, 'p-7')).toBe(true);
});

test('the remove button says "Item removed from wishlist!"', () => {
  const { items } = addToWishlistRule([], apples, now);
  expect(removeFromWishlistRule(items, 'p-7')).toEqual({
    items: [],
    outcome: { type: 'success', message: 'Item removed from wishlist!' },
  });
  expect(removeFromWishlistRule([], 'p-7').outcome).toBeNull();
});

test('refreshing updates price and stock; a vanished product shows as out of stock', () => {
  const { items } = addToWishlistRule(
    addToWishlistRule([], apples, now).items,
    makeProduct({ id: 'p-8', name: 'Kiwi' }),
    now,
  );
  const fresh = refreshWishlistRule(items, [{ ...apples, stock: 0, discountPrice: null }]);
  expect(fresh[0]).toMatchObject({ price: 3.5, stock: 0, addedAt: '2025-06-01T10:00:00.000Z' });
  expect(fresh[1]).toMatchObject({ id: 'p-8', stock: 0 });
});

test("a guest's saved products join the account's at sign-in, each once, the account's first", () => {
  const pears = makeProduct({ id: 'p-8', name: 'Pears' });
  const account = addToWishlistRule([], apples, now).items;
  const guest = [pears, apples].reduce(
    (items, product) => addToWishlistRule(items, product, new Date('2025-06-02')).items,
    [] as typeof account,
  );
  const merged = mergeWishlistsRule(account, guest);
  expect(merged.map((item) => item.id)).toEqual(['p-7', 'p-8']);
  expect(merged[0]?.addedAt).toBe('2025-06-01T10:00:00.000Z');
});
