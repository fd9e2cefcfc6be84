import { and, eq, sql } from 'drizzle-orm';
import { PICKING_MESSAGES as M, toThousandths } from '@grocery/shared-api';
import { orderItems, products } from '../../../db/schema';
import { ConflictError } from '../../../lib/errors';
import type { Tx } from '../../../lib/user-lock';

type ItemRow = typeof orderItems.$inferSelect;

/** What was really handed over from a line: of the ordered product, and of its substitute. */
export function pickedOf(item: ItemRow) {
  return {
    ordered: item.pickOutcome === 'picked' ? (item.pickedQuantity ?? 0) : 0,
    substitute:
      item.pickOutcome === 'substituted' && item.substituteProductId && !item.rejected
        ? { productId: item.substituteProductId, quantity: item.substituteQuantity ?? 0 }
        : null,
  };
}

/**
 * Stock follows what was really picked. The order took its ordered quantities when placed, so
 * the ordered product gets back what was not picked (or gives the extra weight), a substitute
 * gives what was handed over. One conditional UPDATE per product, in product id order (the lock
 * order of every stock write); none may go below zero (409 naming the product).
 */
export async function moveStock(tx: Tx, items: readonly ItemRow[]): Promise<void> {
  const change = new Map<string, number>();
  const add = (id: string, thousandths: number) =>
    change.set(id, (change.get(id) ?? 0) + thousandths);
  for (const item of items) {
    const picked = pickedOf(item);
    if (item.productId) {
      add(item.productId, toThousandths(item.quantity) - toThousandths(picked.ordered));
    }
    if (picked.substitute) {
      add(picked.substitute.productId, -toThousandths(picked.substitute.quantity));
    }
  }
  const ids = [...change.keys()].sort();
  for (const id of ids) {
    const delta = change.get(id)! / 1000;
    if (delta === 0) continue;
    const [moved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}::numeric`, updatedAt: new Date() })
      .where(and(eq(products.id, id), sql`${products.stock} + ${delta}::numeric >= 0`))
      .returning({ id: products.id });
    if (!moved) {
      const [row] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, id));
      throw new ConflictError(M.substituteStock(row?.name ?? 'this product'));
    }
  }
}
