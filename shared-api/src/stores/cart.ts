import { atom, useAtomValue } from 'jotai';
import { z } from 'zod';
import { persistentAtom } from '../lib/persistent-atom';
import { appStore, type AppStore } from './app-store';
import { refreshCartRule } from './cart-refresh';
import {
  acknowledgeFlagsRule,
  addToCartRule,
  cartTotals,
  removeFromCartRule,
  setQuantityRule,
} from './cart-rules';
import type { CartItem, CartProduct, CartResult, RuleOutcome } from './cart-types';

export const CART_STORAGE_KEY = 'grocery.cart';

const cartFlagSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('out_of_stock') }),
  z.object({ type: z.literal('unavailable') }),
  z.object({ type: z.literal('price_changed'), previousPrice: z.number() }),
  z.object({ type: z.literal('quantity_reduced'), previousQuantity: z.number() }),
]);

const cartItemSchema = z.object({
  productId: z.string().min(1),
  productName: z.string(),
  productPrice: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  unit: z.string(),
  imageUrl: z.string().nullable().catch(null),
  stock: z.number(),
  flags: z.array(cartFlagSchema).catch([]),
});

/** Keeps every valid line of what was stored; a broken line must not empty the whole cart. */
export function parseStoredCart(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const parsed = cartItemSchema.safeParse(line);
    return parsed.success ? [parsed.data as CartItem] : [];
  });
}

const itemsAtom = persistentAtom(CART_STORAGE_KEY, parseStoredCart);

export const cartItemsAtom = atom((get) => get(itemsAtom));
export const cartTotalsAtom = atom((get) => cartTotals(get(itemsAtom)));
/** The slide-in drawer; not persisted. */
export const cartOpenAtom = atom(false);

function apply(store: AppStore, rule: (items: CartItem[]) => CartResult): RuleOutcome | null {
  const { items, outcome } = rule(store.get(itemsAtom));
  store.set(itemsAtom, items);
  return outcome;
}

export const addToCart = (product: CartProduct, quantity = 1, store = appStore) =>
  apply(store, (items) => addToCartRule(items, product, quantity));

export const setCartQuantity = (productId: string, quantity: number, store = appStore) =>
  apply(store, (items) => setQuantityRule(items, productId, quantity));

export const removeFromCart = (productId: string, store = appStore) =>
  apply(store, (items) => removeFromCartRule(items, productId));

export const clearCart = (store = appStore) => apply(store, () => ({ items: [], outcome: null }));

/** Call with the products of the cart's lines, freshly fetched (e.g. when the drawer opens). */
export const refreshCart = (products: CartProduct[], store = appStore) =>
  apply(store, (items) => refreshCartRule(items, products));

export const acknowledgeCartChanges = (store = appStore) =>
  apply(store, (items) => ({ items: acknowledgeFlagsRule(items), outcome: null }));

export const setCartOpen = (open: boolean, store = appStore) => store.set(cartOpenAtom, open);

const actions = {
  add: addToCart,
  setQuantity: setCartQuantity,
  remove: removeFromCart,
  clear: clearCart,
  refresh: refreshCart,
  acknowledgeChanges: acknowledgeCartChanges,
  open: () => setCartOpen(true),
  close: () => setCartOpen(false),
  toggle: () => appStore.set(cartOpenAtom, (open) => !open),
};

/** Items, totals, the drawer flag and the actions; actions return the outcome to toast. */
export function useCart() {
  const items = useAtomValue(cartItemsAtom, { store: appStore });
  const totals = useAtomValue(cartTotalsAtom, { store: appStore });
  const isOpen = useAtomValue(cartOpenAtom, { store: appStore });
  return { items, ...totals, isOpen, ...actions };
}
