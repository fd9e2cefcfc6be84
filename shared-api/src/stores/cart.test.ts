import { createStore } from 'jotai';
import { ownedStorageKey } from '../lib/persistent-atom';
import { makeProduct, makeSession, makeUser } from '../test/fixtures';
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
import { appStore } from '../session/app-store';
import { clearSession, setSession } from '../session/session';
import { setMaxLineQuantity } from './order-limits';
import { signIn } from './use-session';
import {
  WISHLIST_STORAGE_KEY,
  removeFromWishlist,
  toggleWishlist,
  wishlistCountAtom,
} from './wishlist';

const bread = makeProduct({ id: 'p-3', name: 'Sourdough Bread', price: 4.25, stock: 3 });
const stored = (key: string, owner: string | null = null): unknown[] =>
  JSON.parse(localStorage.getItem(ownedStorageKey(key, owner)) ?? '[]');

// appStore keeps each account's lines in memory across tests: every test signs in its own ids.
afterEach(() => {
  clearSession();
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
  expect(stored(CART_STORAGE_KEY)).toHaveLength(1);

  setCartQuantity('p-3', 0);
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  expect(stored(CART_STORAGE_KEY)).toEqual([]);
});

test("the store's add and set keep within the server's MAX_LINE_QUANTITY", () => {
  setMaxLineQuantity(2);
  try {
    expect(addToCart(bread, 3)?.message).toBe('Limit 2 per order');
    addToCart(bread, 2);
    expect(setCartQuantity('p-3', 3)?.message).toBe('Limit 2 per order');
    expect(appStore.get(cartItemsAtom)[0]?.quantity).toBe(2);
  } finally {
    setMaxLineQuantity(0);
  }
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
    listPrice: 3.5,
    quantity: 2,
    unit: 'dozen',
    soldBy: 'unit',
    weightUnit: null,
    quantityStep: 1,
    minQuantity: 1,
    categoryId: 'c-1',
    substitution: { preference: 'best_match', productId: null, productName: null },
    imageUrl: null,
    stock: 10,
    flags: [],
  };
  expect(
    parseStoredCart([
      valid,
      { productId: 7 },
      null,
      { ...valid, quantity: -1 },
      { ...valid, quantity: 1.5 },
    ]),
  ).toEqual([valid]);
  expect(parseStoredCart('not a cart')).toEqual([]);
  // Stored before carts kept list prices, weighed goods and substitutions.
  const older: Record<string, unknown> = { ...valid };
  for (const key of ['listPrice', 'soldBy', 'quantityStep', 'minQuantity', 'substitution'])
    delete older[key];
  expect(parseStoredCart([older])).toEqual([{ ...valid, listPrice: 3 }]);
});

test('a stored weighed line keeps its weight on the step grid and its substitution', () => {
  const apples = {
    productId: 'p-4',
    productName: 'Loose apples',
    productPrice: 3.99,
    listPrice: 3.99,
    quantity: 1.2,
    unit: 'kg',
    soldBy: 'weight',
    weightUnit: 'kg',
    quantityStep: 0.1,
    minQuantity: 0.2,
    categoryId: 'c-1',
    substitution: { preference: 'specific', productId: 'p-5', productName: 'Pears' },
    imageUrl: null,
    stock: 40,
    flags: [],
  };
  expect(parseStoredCart([apples, { ...apples, quantity: 1.25 }])).toEqual([apples]);
  expect(
    parseStoredCart([{ ...apples, substitution: { preference: 'specific' } }])[0]?.substitution,
  ).toEqual({ preference: 'best_match', productId: null, productName: null });
});

test('the wishlist store toggles, counts and persists', () => {
  expect(toggleWishlist(bread)?.message).toBe('Sourdough Bread added to wishlist!');
  expect(appStore.get(wishlistCountAtom)).toBe(1);
  expect(stored(WISHLIST_STORAGE_KEY)).toMatchObject([{ id: 'p-3' }]);
  expect(toggleWishlist(bread)?.message).toBe('Sourdough Bread removed from wishlist!');
  expect(appStore.get(wishlistCountAtom)).toBe(0);
});

test('each account on a shared browser keeps its own cart and wishlist', () => {
  const signIn = (id: string) => setSession(makeSession({ user: makeUser({ id }) }), true);
  signIn('casey');
  addToCart(bread, 2);
  toggleWishlist(bread);
  expect(stored(CART_STORAGE_KEY, 'casey')).toHaveLength(1);

  clearSession();
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  signIn('dana');
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  expect(appStore.get(wishlistCountAtom)).toBe(0);
  addToCart(makeProduct({ id: 'p-9', name: 'Oat Milk', stock: 5 }), 1);

  signIn('casey');
  expect(appStore.get(cartItemsAtom)).toMatchObject([{ productId: 'p-3', quantity: 2 }]);
  expect(appStore.get(wishlistCountAtom)).toBe(1);
  // A new tab (a fresh store) finds the signed-in account's lines only.
  expect(createStore().get(cartItemsAtom)).toMatchObject([{ productId: 'p-3' }]);
  expect(stored(CART_STORAGE_KEY, 'dana')).toMatchObject([{ productId: 'p-9' }]);
});

test("signing in moves the guest's cart and wishlist into the account and empties the guest's", () => {
  const erin = makeSession({ user: makeUser({ id: 'erin' }) });
  signIn(erin, true);
  addToCart(bread, 1);
  clearSession();

  addToCart(bread, 1);
  addToCart(makeProduct({ id: 'p-9', name: 'Oat Milk', stock: 5 }), 2);
  toggleWishlist(bread);
  signIn(erin, true);
  expect(appStore.get(cartItemsAtom)).toMatchObject([
    { productId: 'p-3', quantity: 2 },
    { productId: 'p-9', quantity: 2 },
  ]);
  expect(appStore.get(wishlistCountAtom)).toBe(1);

  clearSession();
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  expect(stored(CART_STORAGE_KEY)).toEqual([]);
  signIn(makeSession({ user: makeUser({ id: 'frank' }) }), true);
  expect(appStore.get(cartItemsAtom)).toEqual([]);
  expect(appStore.get(wishlistCountAtom)).toBe(0);
});
