import { and, eq, sql } from 'drizzle-orm';
import { type Order, PICKING_MESSAGES as P, type SubstitutionInput } from '@grocery/shared-api';
import { orderEvents, orderItems, orders, products } from '../../db/schema';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';
import { settleInTx } from '../../lib/payment-ledger';
import { UUID_PATTERN } from '../../lib/user-lock';
import { lockedOrder } from './change-status';
import type { OrderDeps } from './deps';
import { orderJsonWithEvents, paymentStatusOf } from './order-json';
import { heldCents, rebookSale, saleLines } from './picking/pack-order';
import { chargeCents, finalTotals } from './picking/pick-pricing';
import { checkChosenSubstitutes } from './substitutes';

async function lineOf(tx: Parameters<typeof lockedOrder>[0], orderId: string, itemId: string) {
  if (!UUID_PATTERN.test(itemId)) throw new NotFoundError(P.itemNotFound);
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!item) throw new NotFoundError(P.itemNotFound);
  return item;
}

async function reloaded(deps: OrderDeps, id: string): Promise<Order> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id));
  return orderJsonWithEvents(deps.db, row!);
}

/** PUT /orders/:id/items/:itemId/substitution: the owner's choice, until picking starts. */
export async function updateSubstitution(
  deps: OrderDeps,
  auth: AuthContext,
  id: string,
  itemId: string,
  input: { preference: SubstitutionInput['preference']; productId: string | null },
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id, auth);
    const item = await lineOf(tx, order.id, itemId);
    const open =
      order.pickingStatus === 'not_started' && ['pending', 'confirmed'].includes(order.status);
    if (!open) throw new ConflictError(P.substitutionLocked);
    const [product] = item.productId
      ? await tx
          .select({ categoryId: products.categoryId })
          .from(products)
          .where(eq(products.id, item.productId))
      : [];
    await checkChosenSubstitutes(
      tx,
      [{ ...item, categoryId: product?.categoryId ?? null, substitution: input }],
      () => 'productId',
    );
    await tx
      .update(orderItems)
      .set({ substitutionPreference: input.preference, substitutionProductId: input.productId })
      .where(eq(orderItems.id, item.id));
  });
  return reloaded(deps, id);
}

const REJECTABLE = new Set(['processing', 'shipped']);

/**
 * POST /orders/:id/items/:itemId/reject-substitution: after packing and before delivery the
 * shopper turns a substitute down. The final totals are recomputed without the line and the
 * difference in what the shopper pays is refunded (cash on delivery: owed less); the substitute
 * goes back to stock.
 */
export async function rejectSubstitution(
  deps: OrderDeps,
  auth: AuthContext,
  id: string,
  itemId: string,
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id, auth);
    if (order.pickingStatus !== 'packed' || !REJECTABLE.has(order.status)) {
      throw new ConflictError(P.rejectTooLate);
    }
    const item = await lineOf(tx, order.id, itemId);
    if (item.pickOutcome !== 'substituted') throw new ConflictError(P.notSubstituted);
    if (item.rejected) throw new ConflictError(P.alreadyRejected);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const after = items.map((i) => (i.id === item.id ? { ...i, rejected: true } : i));
    const totals = finalTotals(after, order.shippingCents, deps.pricing.taxRatePercent);
    const charged = chargeCents(totals.finalTotalCents, await heldCents(tx, order));
    const payment = order.paymentId
      ? paymentStatusOf(await settleInTx(tx, deps.provider, order.paymentId, charged))
      : order.paymentStatus;
    await tx.update(orderItems).set({ rejected: true }).where(eq(orderItems.id, item.id));
    if (item.substituteProductId) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.substituteQuantity ?? 0}::numeric` })
        .where(eq(products.id, item.substituteProductId));
    }
    await tx
      .update(orders)
      .set({ ...totals, chargedCents: charged, paymentStatus: payment, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: order.status,
      note: `Substitute ${item.substituteName} rejected: ${order.paymentId ? 'refunded' : 'not charged'}`,
      actorId: auth.userId,
    });
    await rebookSale(
      tx,
      order,
      { cents: order.chargedCents ?? order.totalCents, lines: saleLines(items, true) },
      { cents: charged, lines: saleLines(after, true) },
    );
  });
  invalidateCatalogCache(deps.db);
  return reloaded(deps, id);
}
