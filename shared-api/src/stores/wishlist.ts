import { atom, useAtomValue } from 'jotai';
import { z } from 'zod';
import { persistentAtom } from '../lib/persistent-atom';
import { appStore, type AppStore } from './app-store';
import {
  addToWishlistRule,
  refreshWishlistRule,
  removeFromWishlistRule,
  toggleWishlistRule,
  type WishlistItem,
  type WishlistProduct,
  type WishlistResult,
} from './wishlist-rules';

export const WISHLIST_STORAGE_KEY = 'grocery.wishlist';

const wishlistItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string().nullable().catch(null),
  stock: z.number(),
  category: z.string().catch(''),
  addedAt: z.string(),
});

export function parseStoredWishlist(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const parsed = wishlistItemSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

const itemsAtom = persistentAtom(WISHLIST_STORAGE_KEY, parseStoredWishlist);

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
