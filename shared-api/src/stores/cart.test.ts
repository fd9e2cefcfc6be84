import { createStore } from 'jotai';
import { makeProduct } from '../test/fixtures';
import {
  CART_STORAGE_KEY,
  addToCart,
  cartItemsAtom,
  cartTotalsAtom,
  clearCart,
  parseStoredCart,
  refreshCart,
  setCartQuantity,
} from './cart';
import { appStore } from './app-store';
import {
  WISHLIST_STORAGE_KEY,
  removeFromWishlist,
  toggleWishlist,
  wishlistCountAtom,
} from './wishlist';

const bread = makeProduct({ id: 'p-3', name: 'Sourdough Bread', price: 4.25, stock: 3 });

afterEach(() => {
  clearCart();
  removeFromWishlist('p-3');
  localStorage.clear();
});

test('the cart store applies the rules, persists to localStorage and survives a reload', () => {
  expect(addToCart(bread, 2)).toEqual({
    type: 'success',
    message: 'Sourdough Bread added to cart!',
  });
  expect(addToCart(bread, 2)).toEqual({
    type: 'error',
    message: 'Only 3 items available in stock!',
  });
  expect(appStore.get(cartTotalsAtom)).toMatchObject({ totalItems: 2, totalPrice: 8.5 });

  const reloaded = createStore();
  expect(reloaded.get(cartItemsAtom)).toEqual(appStore.get(cartItemsAtom));
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);

  setCartQuantity('p-3', 0);
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
});

test('refreshCart flags through the store and reports the change', () => {
  addToCart(bread, 1);
  expect(refreshCart([])?.message).toBe(
    'Some items in your cart have changed. Please review your cart.',
  );
  expect(appStore.get(cartItemsAtom)[0]?.flags).toEqual([{ type: 'unavailable' }]);
  expect(appStore.get(cartTotalsAtom)).toMatchObject({ totalItems: 0, hasBlockedItems: true });
});

test('a damaged stored cart keeps its valid lines only', () => {
  const valid = {
    productId: 'p-1',
    productName: 'Eggs',
    productPrice: 3,
    quantity: 2,
    unit: 'dozen',
    imageUrl: null,
    stock: 10,
    flags: [],
  };
  expect(parseStoredCart([valid, { productId: 7 }, null, { ...valid, quantity: -1 }])).toEqual([
    valid,
  ]);
  expect(parseStoredCart('not a cart')).toEqual([]);
});

test('the wishlist store toggles, counts and persists', () => {
  expect(toggleWishlist(bread)?.message).toBe('Sourdough Bread added to wishlist!');
  expect(appStore.get(wishlistCountAtom)).toBe(1);
  expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')[0].id).toBe('p-3');
  expect(toggleWishlist(bread)?.message).toBe('Sourdough Bread removed from wishlist!');
  expect(appStore.get(wishlistCountAtom)).toBe(0);
});
