import {
  addToCart,
  appStore,
  availableToAdd,
  cartItemsAtom,
  formatQuantity,
  getProduct,
  isApiError,
  lineLimit,
  maxLineQuantityAtom,
  type OrderItem,
  type Product,
} from '@grocery/shared-api';
import { sellableStock } from '@grocery/shared-ui/commerce';

export interface BuyAgainResult {
  /** Units put in the cart. */
  added: number;
  /** One sentence per line that could not go in whole, e.g. 'Bananas: only 2 added'. */
  missed: string[];
}

async function currentProduct(id: string): Promise<Product | null> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

function whyNoRoom(stock: number, max: number): string {
  if (stock <= 0) return 'out of stock';
  if (lineLimit(stock, max) < stock) return `the limit of ${max} per order is already in your cart`;
  return `all ${stock} in stock are already in your cart`;
}

/**
 * Puts an order's lines back in the cart at today's price and within today's stock and the per-order cap
 * (less what the cart already holds). Products no longer sold, sold out or scarcer are reported, not
 * guessed at. A failure to read a product (offline) throws: nothing is half-added on a guess.
 */
export async function buyAgain(items: OrderItem[]): Promise<BuyAgainResult> {
  const products = await Promise.all(
    items.map((item) => (item.productId ? currentProduct(item.productId) : Promise.resolve(null))),
  );
  const result: BuyAgainResult = { added: 0, missed: [] };
  const max = appStore.get(maxLineQuantityAtom);
  items.forEach((item, index) => {
    const found = products[index];
    if (!found) {
      result.missed.push(`${item.productName}: no longer sold`);
      return;
    }
    const product = { ...found, stock: sellableStock(found) };
    const room = availableToAdd(appStore.get(cartItemsAtom), product, max);
    const quantity = Math.min(item.quantity, room);
    if (quantity <= 0) {
      result.missed.push(`${item.productName}: ${whyNoRoom(product.stock, max)}`);
      return;
    }
    addToCart(product, quantity);
    // A weighed line is one item, whatever it weighs.
    result.added += product.soldBy === 'weight' ? 1 : quantity;
    if (quantity < item.quantity)
      result.missed.push(`${item.productName}: only ${formatQuantity(quantity, product)} added`);
  });
  return result;
}
