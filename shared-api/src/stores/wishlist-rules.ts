import { effectivePrice } from '../lib/money';
import type { Product } from '../types';
import type { RuleOutcome } from './cart-types';

export interface WishlistItem {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  stock: number;
  /** The category's name, for display. */
  category: string;
  /** ISO date-time. */
  addedAt: string;
}

export type WishlistProduct = Pick<Product, 'id' | 'name' | 'price' | 'stock'> &
  Partial<Pick<Product, 'discountPrice' | 'image' | 'images' | 'category'>>;

export interface WishlistResult {
  items: WishlistItem[];
  outcome: RuleOutcome | null;
}

/** Spec section 8, verbatim. */
export const WISHLIST_MESSAGES = {
  added: (name: string) => `${name} added to wishlist!`,
  removed: (name: string) => `${name} removed from wishlist!`,
  itemRemoved: 'Item removed from wishlist!',
} as const;

export const isInWishlist = (items: WishlistItem[], id: string) => items.some((i) => i.id === id);

function toItem(product: WishlistProduct, now: Date): WishlistItem {
  return {
    id: product.id,
    name: product.name,
    price: effectivePrice(product),
    imageUrl: product.image ?? product.images?.[0] ?? null,
    stock: product.stock,
    category: product.category?.name ?? '',
    addedAt: now.toISOString(),
  };
}

/** Adding twice keeps the first entry (and its date). */
export function addToWishlistRule(
  items: WishlistItem[],
  product: WishlistProduct,
  now = new Date(),
): WishlistResult {
  if (isInWishlist(items, product.id)) return { items, outcome: null };
  return {
    items: [...items, toItem(product, now)],
    outcome: { type: 'success', message: WISHLIST_MESSAGES.added(product.name) },
  };
}

/** The heart on a product card and the detail page. */
export function toggleWishlistRule(
  items: WishlistItem[],
  product: WishlistProduct,
  now = new Date(),
): WishlistResult {
  if (!isInWishlist(items, product.id)) return addToWishlistRule(items, product, now);
  return {
    items: items.filter((item) => item.id !== product.id),
    outcome: { type: 'success', message: WISHLIST_MESSAGES.removed(product.name) },
  };
}

/** The remove button on the wishlist page. */
export function removeFromWishlistRule(items: WishlistItem[], id: string): WishlistResult {
  if (!isInWishlist(items, id)) return { items, outcome: null };
  return {
    items: items.filter((item) => item.id !== id),
    outcome: { type: 'success', message: WISHLIST_MESSAGES.itemRemoved },
  };
}

/**
 * Updates price and stock from fresh product data so "{n} in stock" is not stale; a product
 * missing from `products` is shown as out of stock rather than silently dropped.
 */
export function refreshWishlistRule(
  items: WishlistItem[],
  products: WishlistProduct[],
): WishlistItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = byId.get(item.id);
    if (!product) return { ...item, stock: 0 };
    const fresh = toItem(product, new Date());
    return { ...fresh, addedAt: item.addedAt, category: fresh.category || item.category };
  });
}

/** A guest's saved products joined to an account's at sign-in: each product once, the first kept. */
export function mergeWishlistsRule(items: WishlistItem[], guest: WishlistItem[]): WishlistItem[] {
  return [...items, ...guest.filter((line) => !isInWishlist(items, line.id))];
}
