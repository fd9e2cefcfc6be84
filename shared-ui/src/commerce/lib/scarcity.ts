import { stockLevel } from '../../lib/stock';

/**
 * Shelf note beyond the spec, as a grocer shows it, on the spec's badge tiers (stockLevel): 'Only
 * N left' where the badge is yellow (1 to 10), 'Out of stock' where it is red, nothing when green.
 */
export function scarcityNote(stock: number): string | null {
  const level = stockLevel(stock);
  if (level === 'out') return 'Out of stock';
  if (level === 'low') return `Only ${stock} left`;
  return null;
}
