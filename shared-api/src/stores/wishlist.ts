import { atom, useAtomValue } from 'jotai';
import { isNonEmptyString, isNumber, isRecord, isString, stringOrNull } from '../lib/guards';
import { persistentAtom, takeGuestValue } from '../lib/persistent-atom';
import { appStore, type AppStore } from '../session/app-store';
import { accountIdAtom } from '../session/session';
import {
  addToWishlistRule,
  mergeWishlistsRule,
  refreshWishlistRule,
  removeFromWishlistRule,
  toggleWishlistRule,
  type WishlistItem,
  type WishlistProduct,
  type WishlistResult,
} from './wishlist-rules';

export const WISHLIST_STORAGE_KEY = 'grocery.wishlist';

function readItem(line: unknown): WishlistItem | null {
  if (!isRecord(line)) return null;
  const { id, name, price, stock, addedAt } = line;
  const valid =
    isNonEmptyString(id) &&
    isString(name) &&
    isNumber(price) &&
    price >= 0 &&
    isNumber(stock) &&
    isString(addedAt);
  if (!valid) return null;
  return {
    id,
    name,
    price,
    imageUrl: stringOrNull(line.imageUrl),
    stock,
    category: isString(line.category) ? line.category : '',
    addedAt,
  };
}

export function parseStoredWishlist(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const item = readItem(line);
    return item ? [item] : [];
  });
}

const itemsAtom = persistentAtom(WISHLIST_STORAGE_KEY, parseStoredWishlist, accountIdAtom);

export const wishlistItemsAtom = atom((get) => get(itemsAtom));
export const wishlistCountAtom = atom((get) => get(itemsAtom).length);

function apply(store: AppStore, rule: (items: WishlistItem[]) => WishlistResult) {
  const { items, outcome } = rule(store.get(itemsAtom));
  store.set(itemsAtom, items);
  return outcome;
}

export const toggleWishlist = (product: WishlistProduct, store = appStore) =>
  apply(store, (items) => toggleWishlistRule(items, product));

export const addToWishlist = (product: WishlistProduct, store = appStore) =>
  apply(store, (items) => addToWishlistRule(items, product));

export const removeFromWishlist = (id: string, store = appStore) =>
  apply(store, (items) => removeFromWishlistRule(items, id));

export const refreshWishlist = (products: WishlistProduct[], store = appStore) =>
  apply(store, (items) => ({ items: refreshWishlistRule(items, products), outcome: null }));

/** Empties the guest's wishlist and hands back its products (see signIn). */
export const takeGuestWishlist = (store = appStore) =>
  takeGuestValue<WishlistItem[]>(store, itemsAtom, accountIdAtom, []);

/** Joins a guest's saved products (takeGuestWishlist) to the signed-in account's wishlist. */
export const mergeIntoWishlist = (guest: WishlistItem[], store = appStore) =>
  apply(store, (items) => ({ items: mergeWishlistsRule(items, guest), outcome: null }));

const actions = {
  toggle: toggleWishlist,
  add: addToWishlist,
  remove: removeFromWishlist,
  refresh: refreshWishlist,
};

export function useWishlist() {
  const items = useAtomValue(wishlistItemsAtom, { store: appStore });
  const has = (id: string) => items.some((item) => item.id === id);
  return { items, count: items.length, has, ...actions };
}
