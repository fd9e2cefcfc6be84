import { and, count, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { ConflictError, ValidationError } from '../../lib/errors';
import { type Tx, lockUser } from '../../lib/user-lock';
import { ORDER_MESSAGES as M, type OrderDeps } from './deps';
import type { PricedLine } from './price-lines';

/** Statuses of an order still open: stock held for it, cash not yet taken. */
const OPEN = ['pending', 'confirmed', 'processing', 'shipped'] as const;

/** MAX_LINE_QUANTITY: one order takes at most this many of each product (0: no cap). */
export function checkLineQuantities(deps: OrderDeps, lines: readonly PricedLine[]): void {
  const max = deps.limits.maxLineQuantity;
  const over = max > 0 ? lines.find((line) => line.quantity > max) : undefined;
  if (over) {
    const message = M.lineTooLarge(max, over.productName);
    throw new ValidationError(message, [{ field: 'items', message }]);
  }
}

/**
 * MAX_OPEN_UNPAID_ORDERS: an order paid later (cash on delivery) holds stock nobody paid for, so
 * an account may have only so many open. The user row is locked first, so two orders racing
 * from one account are counted one after the other.
 */
export async function checkOpenUnpaid(deps: OrderDeps, tx: Tx, userId: string): Promise<void> {
  const max = deps.limits.maxOpenUnpaidOrders;
  if (max === 0) return;
  await lockUser(tx, userId);
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'pending'),
        inArray(orders.status, [...OPEN]),
      ),
    );
  if ((open?.n ?? 0) >= max) throw new ConflictError(M.tooManyUnpaid(max));
}
