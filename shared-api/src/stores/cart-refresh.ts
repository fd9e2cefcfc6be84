import { effectivePrice, toCents } from '../lib/money';
import type { CartFlag, CartItem, CartProduct, CartResult } from './cart-types';
import { imageOf, quantityShape, toLineQuantity } from './cart-rules';

export const CART_CHANGED_MESSAGE =
  'Some items in your cart have changed. Please review your cart.';

type PriceFlag = Extract<CartFlag, { type: 'price_changed' }>;
type QuantityFlag = Extract<CartFlag, { type: 'quantity_reduced' }>;

/**
 * Brings the lines up to date with fresh product data (fetched when the drawer opens or before
 * checkout). Nothing changes silently: a product that is gone, out of stock, cheaper or dearer,
 * or scarcer than the quantity in the cart gets a flag on its line.
 * A product missing from `products` is taken as no longer sold.
 */
export function refreshCartRule(items: CartItem[], products: CartProduct[]): CartResult {
  const byId = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const next = items.map((item) => {
    const updated = refreshLine(item, byId.get(item.productId));
    if (updated.flags.some((flag) => !item.flags.some((old) => sameFlag(old, flag))))
      changed = true;
    return updated;
  });
  return {
    items: next,
    outcome: changed ? { type: 'error', message: CART_CHANGED_MESSAGE } : null,
  };
}

function refreshLine(item: CartItem, product: CartProduct | undefined): CartItem {
  if (!product) return { ...item, stock: 0, flags: [{ type: 'unavailable' }] };
  const price = effectivePrice(product);
  const fresh = {
    ...item,
    productName: product.name,
    productPrice: price,
    listPrice: product.price,
    unit: product.unit,
    ...(product.soldBy && {
      ...quantityShape(product),
      weightUnit: product.soldBy === 'weight' ? (product.weightUnit ?? 'kg') : null,
    }),
    categoryId: product.categoryId ?? item.categoryId,
    imageUrl: imageOf(product) ?? item.imageUrl,
    stock: Math.max(0, product.stock),
  };
  if (product.stock <= 0) return { ...fresh, flags: [{ type: 'out_of_stock' }] };

  const flags: CartFlag[] = [];
  const oldPrice = item.flags.find((f): f is PriceFlag => f.type === 'price_changed');
  // Compare with the price the shopper first saw, so a change and its reversal cancel out.
  const seenPrice = oldPrice?.previousPrice ?? item.productPrice;
  if (toCents(seenPrice) !== toCents(price))
    flags.push({ type: 'price_changed', previousPrice: seenPrice });

  const oldQuantity = item.flags.find((f): f is QuantityFlag => f.type === 'quantity_reduced');
  if (item.quantity > product.stock) {
    // A weight is cut to the step grid; less than the minimum left is as good as none.
    const left = toLineQuantity({ ...fresh, minQuantity: 0 }, product.stock);
    if (left < fresh.minQuantity) return { ...fresh, flags: [{ type: 'out_of_stock' }] };
    flags.push({
      type: 'quantity_reduced',
      previousQuantity: oldQuantity?.previousQuantity ?? item.quantity,
    });
    return { ...fresh, quantity: left, flags };
  }
  if (oldQuantity) flags.push(oldQuantity);
  return { ...fresh, flags };
}

function sameFlag(a: CartFlag, b: CartFlag): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
