import { LOW_STOCK_THRESHOLD } from '../../lib/stock';

/** Shelf note beyond the spec, as a grocer shows it: "Only N left" under 10, 'Out of stock' at 0. */
export function scarcityNote(stock: number): string | null {
  if (!(stock > 0)) return 'Out of stock';
  if (stock < LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return null;
}
