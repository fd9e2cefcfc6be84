/** Spec section 9: low stock means under 10; badges are green above 10, yellow 1-10, red at 0. */
export const LOW_STOCK_THRESHOLD = 10;

export type StockLevel = 'in' | 'low' | 'out';

/** The badge tier of a stock count. */
export function stockLevel(stock: number): StockLevel {
  if (!(stock > 0)) return 'out';
  return stock > LOW_STOCK_THRESHOLD ? 'in' : 'low';
}

/** Whether a product counts as a dashboard "Low Stock Item" (stock below 10). */
export function isLowStock(stock: number): boolean {
  return stock < LOW_STOCK_THRESHOLD;
}

/** The stock text the spec shows on cards: '{n} in stock' or 'Out of stock'. */
export function stockLabel(stock: number): string {
  return stock > 0 ? `${stock} in stock` : 'Out of stock';
}
