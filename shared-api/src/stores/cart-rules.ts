import { effectivePrice, fromCents, toCents } from '../lib/money';
import type { PricedQuantity } from '../lib/order-totals';
import { fromThousandths, lineCents, toThousandths } from '../lib/quantities';
import type { CartFlag, CartItem, CartProduct, CartResult, CartTotals } from './cart-types';

/** Spec sections 4 and 5 (stock rules) and 8 (cart messages), verbatim. */
export const CART_MESSAGES = {
  outOfStock: 'This product is out of stock!',
  onlyInStock: (stock: number) => `Only ${stock} items available in stock!`,
  added: (name: string) => `${name} added to cart!`,
  empty: 'Your cart is empty!',
  limitPerOrder: (max: number) => `Limit ${max} per order`,
} as const;

/** Most units of a product one line may hold: its stock, or the per-order cap when lower (0: none). */
export function lineLimit(stock: number, maxLineQuantity: number): number {
  return maxLineQuantity > 0 ? Math.min(stock, maxLineQuantity) : stock;
}

/** What to tell a shopper who asked for more than lineLimit allows. */
function overLimitMessage(stock: number, maxLineQuantity: number): string {
  return lineLimit(stock, maxLineQuantity) < stock
    ? CART_MESSAGES.limitPerOrder(maxLineQuantity)
    : CART_MESSAGES.onlyInStock(stock);
}

const BLOCKING: ReadonlySet<CartFlag['type']> = new Set(['out_of_stock', 'unavailable']);

export const isBlocked = (item: CartItem) => item.flags.some((flag) => BLOCKING.has(flag.type));

type QuantityShape = Pick<CartItem, 'soldBy' | 'quantityStep' | 'minQuantity'>;

/** How a product is sold, as a cart line keeps it; unit goods when the product does not say. */
export function quantityShape(product: CartProduct): QuantityShape {
  const weighed = product.soldBy === 'weight';
  return {
    soldBy: weighed ? 'weight' : 'unit',
    quantityStep: weighed && product.quantityStep ? product.quantityStep : 1,
    minQuantity: weighed && product.minQuantity ? product.minQuantity : 1,
  };
}

/**
 * A wanted quantity as the line may hold it: whole pieces, or a weight rounded down to the step
 * grid (in thousandths, so 0.1 + 0.2 is 0.3); 0 when below the minimum.
 */
export function toLineQuantity(shape: QuantityShape, wanted: number): number {
  if (!(wanted > 0)) return 0;
  if (shape.soldBy !== 'weight') return Math.floor(wanted);
  const step = Math.max(toThousandths(shape.quantityStep), 1);
  const snapped = Math.floor(toThousandths(wanted) / step) * step;
  return snapped < toThousandths(shape.minQuantity) ? 0 : fromThousandths(snapped);
}

/** a + b, exact to the gram. */
const plus = (a: number, b: number) => fromThousandths(toThousandths(a) + toThousandths(b));

/** The most of a line the stock allows, on the step grid (a weight's stock may be 2.345 kg). */
function stockLimit(shape: QuantityShape, stock: number, maxLineQuantity: number): number {
  // MAX_LINE_QUANTITY counts pieces; a weight is limited by the stock alone.
  const cap = shape.soldBy === 'weight' ? 0 : maxLineQuantity;
  return toLineQuantity({ ...shape, minQuantity: 0 }, lineLimit(stock, cap));
}

export function imageOf(product: CartProduct): string | null {
  return product.image ?? product.images?.[0] ?? null;
}

/** How many more of this product may still go into the cart. */
export function availableToAdd(
  items: CartItem[],
  product: Pick<CartProduct, 'id' | 'stock'> & Partial<CartProduct>,
  maxLineQuantity = 0,
) {
  const inCart = items.find((item) => item.productId === product.id)?.quantity ?? 0;
  const limit = stockLimit(quantityShape(product as CartProduct), product.stock, maxLineQuantity);
  return Math.max(0, fromThousandths(toThousandths(limit) - toThousandths(inCart)));
}

export function addToCartRule(
  items: CartItem[],
  product: CartProduct,
  quantity = 1,
  maxLineQuantity = 0,
): CartResult {
  const shape = quantityShape(product);
  const count = toLineQuantity(shape, quantity);
  if (!(count > 0)) return { items, outcome: null };
  if (product.stock <= 0)
    return { items, outcome: { type: 'error', message: CART_MESSAGES.outOfStock } };
  const existing = items.find((item) => item.productId === product.id);
  const next = plus(existing?.quantity ?? 0, count);
  if (next > stockLimit(shape, product.stock, maxLineQuantity)) {
    const message = overLimitMessage(product.stock, maxLineQuantity);
    return { items, outcome: { type: 'error', message } };
  }
  const line: CartItem = {
    productId: product.id,
    productName: product.name,
    productPrice: effectivePrice(product),
    listPrice: product.price,
    quantity: next,
    unit: product.unit,
    ...shape,
    weightUnit: shape.soldBy === 'weight' ? (product.weightUnit ?? 'kg') : null,
    categoryId: product.categoryId ?? null,
    substitution: existing?.substitution ?? {
      preference: 'best_match',
      productId: null,
      productName: null,
    },
    imageUrl: imageOf(product),
    stock: product.stock,
    flags: [],
  };
  return {
    items: existing
      ? items.map((item) => (item.productId === product.id ? line : item))
      : [...items, line],
    outcome: { type: 'success', message: CART_MESSAGES.added(product.name) },
  };
}

/** Zero or less removes the line; more than the stock or the per-order cap is capped. */
export function setQuantityRule(
  items: CartItem[],
  productId: string,
  quantity: number,
  maxLineQuantity = 0,
): CartResult {
  const item = items.find((line) => line.productId === productId);
  if (!item) return { items, outcome: null };
  const wanted = toLineQuantity(item, quantity);
  if (!(wanted > 0)) return removeFromCartRule(items, productId);
  if (item.stock <= 0 || isBlocked(item)) {
    return { items, outcome: { type: 'error', message: CART_MESSAGES.outOfStock } };
  }
  const capped = Math.min(wanted, stockLimit(item, item.stock, maxLineQuantity));
  const updated: CartItem = { ...item, quantity: capped, flags: [] };
  const message = overLimitMessage(item.stock, maxLineQuantity);
  return {
    items: items.map((line) => (line.productId === productId ? updated : line)),
    outcome: capped < wanted ? { type: 'error', message } : null,
  };
}

/** What to do if the line's product is missing when the order is picked. */
export function setSubstitutionRule(
  items: CartItem[],
  productId: string,
  substitution: CartItem['substitution'],
): CartItem[] {
  return items.map((item) => (item.productId === productId ? { ...item, substitution } : item));
}

export function removeFromCartRule(items: CartItem[], productId: string): CartResult {
  return { items: items.filter((item) => item.productId !== productId), outcome: null };
}

/** Drops the informative flags once the shopper has seen them; blocking ones stay. */
export function acknowledgeFlagsRule(items: CartItem[]): CartItem[] {
  return items.map((item) => ({ ...item, flags: item.flags.filter((f) => BLOCKING.has(f.type)) }));
}

/** The lines checkout can order, in cents, as orderTotals takes them (blocked lines left out). */
export function cartLines(items: CartItem[]): PricedQuantity[] {
  return items
    .filter((item) => !isBlocked(item))
    .map((item) => ({
      listPriceCents: toCents(item.listPrice),
      unitPriceCents: toCents(item.productPrice),
      quantity: item.quantity,
      weighed: item.soldBy === 'weight',
    }));
}

export function cartTotals(items: CartItem[]): CartTotals {
  let totalItems = 0;
  let totalCents = 0;
  let hasBlockedItems = false;
  let estimated = false;
  for (const item of items) {
    if (isBlocked(item)) {
      hasBlockedItems = true;
      continue;
    }
    const weighed = item.soldBy === 'weight';
    estimated ||= weighed;
    totalItems += weighed ? 1 : item.quantity;
    totalCents += lineCents(toCents(item.productPrice), item.quantity);
  }
  return { totalItems, totalCents, totalPrice: fromCents(totalCents), estimated, hasBlockedItems };
}

/**
 * A guest's lines joined to an account's at sign-in. A product in both adds up, within the stock
 * the guest saw last but never below the account's own quantity (the drawer checks both against
 * the store when it opens); the account's flags stay.
 */
export function mergeCartsRule(items: CartItem[], guest: CartItem[]): CartItem[] {
  const merged = [...items];
  for (const line of guest) {
    const index = merged.findIndex((item) => item.productId === line.productId);
    const existing = merged[index];
    if (!existing) {
      merged.push(line);
      continue;
    }
    const limit = Math.max(line.stock, existing.quantity);
    merged[index] = {
      ...existing,
      stock: line.stock,
      quantity: Math.min(toLineQuantity(existing, plus(existing.quantity, line.quantity)), limit),
    };
  }
  return merged;
}
