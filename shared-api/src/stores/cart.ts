import { atom, useAtomValue } from 'jotai';
import { SUBSTITUTION_PREFERENCES } from '../types';
import { isNonEmptyString, isNumber, isRecord, isString, stringOrNull } from '../lib/guards';
import { persistentAtom, takeGuestValue } from '../lib/persistent-atom';
import { appStore, type AppStore } from '../session/app-store';
import { accountIdAtom } from '../session/session';
import { refreshCartRule } from './cart-refresh';
import { maxLineQuantityAtom } from './order-limits';
import {
  acknowledgeFlagsRule,
  addToCartRule,
  cartTotals,
  mergeCartsRule,
  removeFromCartRule,
  setQuantityRule,
  setSubstitutionRule,
  toLineQuantity,
} from './cart-rules';
import type {
  CartFlag,
  CartItem,
  CartProduct,
  CartResult,
  CartSubstitution,
  RuleOutcome,
} from './cart-types';

export const CART_STORAGE_KEY = 'grocery.cart';

function readFlag(value: unknown): CartFlag | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'out_of_stock':
    case 'unavailable':
      return { type: value.type };
    case 'price_changed':
      return isNumber(value.previousPrice)
        ? { type: value.type, previousPrice: value.previousPrice }
        : null;
    case 'quantity_reduced':
      return isNumber(value.previousQuantity)
        ? { type: value.type, previousQuantity: value.previousQuantity }
        : null;
    default:
      return null;
  }
}

/** Flags only inform: a damaged list is dropped as a whole rather than half-trusted. */
function readFlags(value: unknown): CartFlag[] {
  if (!Array.isArray(value)) return [];
  const flags = value.map(readFlag);
  return flags.every((flag) => flag !== null) ? flags : [];
}

const PREFERENCES: ReadonlySet<unknown> = new Set(SUBSTITUTION_PREFERENCES);

/** A damaged or half-chosen preference falls back to the default, best match. */
function readSubstitution(value: unknown): CartSubstitution {
  const fallback: CartSubstitution = {
    preference: 'best_match',
    productId: null,
    productName: null,
  };
  if (!isRecord(value) || !PREFERENCES.has(value.preference)) return fallback;
  const preference = value.preference as CartSubstitution['preference'];
  if (preference !== 'specific') return { preference, productId: null, productName: null };
  return isNonEmptyString(value.productId)
    ? { preference, productId: value.productId, productName: stringOrNull(value.productName) }
    : fallback;
}

/** How the line's product is sold; lines stored before weighed goods are unit goods. */
function readShape(line: Record<string, unknown>) {
  const weighed =
    line.soldBy === 'weight' &&
    isNumber(line.quantityStep) &&
    line.quantityStep > 0 &&
    isNumber(line.minQuantity) &&
    line.minQuantity > 0;
  return {
    soldBy: weighed ? ('weight' as const) : ('unit' as const),
    weightUnit: weighed ? (line.weightUnit === 'lb' ? ('lb' as const) : ('kg' as const)) : null,
    quantityStep: weighed ? (line.quantityStep as number) : 1,
    minQuantity: weighed ? (line.minQuantity as number) : 1,
  };
}

function readLine(line: unknown): CartItem | null {
  if (!isRecord(line)) return null;
  const { productId, productName, productPrice, quantity, unit, stock } = line;
  const valid =
    isNonEmptyString(productId) &&
    isString(productName) &&
    isNumber(productPrice) &&
    productPrice >= 0 &&
    isNumber(quantity) &&
    isString(unit) &&
    isNumber(stock);
  if (!valid) return null;
  const shape = readShape(line);
  // Off the step grid (edited storage) is not trusted: the line is dropped.
  if (toLineQuantity(shape, quantity) !== quantity || quantity <= 0) return null;
  return {
    productId,
    productName,
    productPrice,
    // A line stored before carts kept the list price counts as undiscounted until refreshed.
    listPrice:
      isNumber(line.listPrice) && line.listPrice >= productPrice ? line.listPrice : productPrice,
    quantity,
    unit,
    ...shape,
    categoryId: stringOrNull(line.categoryId),
    substitution: readSubstitution(line.substitution),
    imageUrl: stringOrNull(line.imageUrl),
    stock,
    flags: readFlags(line.flags),
  };
}

/** Keeps every valid line of what was stored; a broken line must not empty the whole cart. */
export function parseStoredCart(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const item = readLine(line);
    return item ? [item] : [];
  });
}

const itemsAtom = persistentAtom(CART_STORAGE_KEY, parseStoredCart, accountIdAtom);

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
  apply(store, (items) => addToCartRule(items, product, quantity, store.get(maxLineQuantityAtom)));

export const setCartQuantity = (productId: string, quantity: number, store = appStore) =>
  apply(store, (items) =>
    setQuantityRule(items, productId, quantity, store.get(maxLineQuantityAtom)),
  );

export const setCartSubstitution = (
  productId: string,
  substitution: CartSubstitution,
  store = appStore,
) =>
  apply(store, (items) => ({
    items: setSubstitutionRule(items, productId, substitution),
    outcome: null,
  }));

export const removeFromCart = (productId: string, store = appStore) =>
  apply(store, (items) => removeFromCartRule(items, productId));

export const clearCart = (store = appStore) => apply(store, () => ({ items: [], outcome: null }));

/** Call with the products of the cart's lines, freshly fetched (e.g. when the drawer opens). */
export const refreshCart = (products: CartProduct[], store = appStore) =>
  apply(store, (items) => refreshCartRule(items, products));

export const acknowledgeCartChanges = (store = appStore) =>
  apply(store, (items) => ({ items: acknowledgeFlagsRule(items), outcome: null }));

/** Empties the guest's cart and hands back its lines (see signIn). */
export const takeGuestCart = (store = appStore) =>
  takeGuestValue<CartItem[]>(store, itemsAtom, accountIdAtom, []);

/** Joins a guest's lines (takeGuestCart) to the signed-in account's cart. */
export const mergeIntoCart = (guest: CartItem[], store = appStore) =>
  apply(store, (items) => ({ items: mergeCartsRule(items, guest), outcome: null }));

export const setCartOpen = (open: boolean, store = appStore) => store.set(cartOpenAtom, open);

const actions = {
  add: addToCart,
  setQuantity: setCartQuantity,
  setSubstitution: setCartSubstitution,
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
