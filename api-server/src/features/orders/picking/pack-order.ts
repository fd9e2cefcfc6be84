import { asc, eq } from 'drizzle-orm';
import { type Order, PICKING_MESSAGES as M } from '@grocery/shared-api';
import { orderEvents, orderItems, orders, payments } from '../../../db/schema';
import { invalidateCatalogCache } from '../../../lib/catalog-cache';
import { ConflictError } from '../../../lib/errors';
import { settleInTx } from '../../../lib/payment-ledger';
import type { Tx } from '../../../lib/user-lock';
import type { OrderDeps } from '../deps';
import { type OrderRow, paymentStatusOf } from '../order-json';
import { dailyRevenueChange, productSalesUpsert, type SaleLine, saleDay } from '../sales';
import { sendPackedMail } from './packed-mail';
import { chargeCents, finalTotals } from './pick-pricing';
import { lockedForPicking, pickingOrderJson } from './picking-order';
import { moveStock, pickedOf } from './stock-moves';

type ItemRow = typeof orderItems.$inferSelect;

/** The lines as ordered, or as handed over once packed, for product_sales. */
export function saleLines(items: readonly ItemRow[], packed: boolean): SaleLine[] {
  return items.flatMap((item): SaleLine[] => {
    if (!packed) return [item];
    const picked = pickedOf(item);
    const kept = item.rejected ? 0 : (item.finalLineCents ?? 0);
    return picked.substitute
      ? [
          {
            productId: picked.substitute.productId,
            productName: item.substituteName ?? item.productName,
            quantity: picked.substitute.quantity,
            lineTotalCents: kept,
          },
        ]
      : [
          {
            productId: item.productId,
            productName: item.productName,
            quantity: picked.ordered,
            lineTotalCents: kept,
          },
        ];
  });
}

/**
 * Moves the figures from what an order was counted as to what it is now charged: revenue by
 * the difference on the order's day, product_sales from the old lines to the new ones.
 */
export async function rebookSale(
  tx: Tx,
  row: OrderRow,
  counted: { cents: number; lines: SaleLine[] },
  now: { cents: number; lines: SaleLine[] },
): Promise<void> {
  const out = productSalesUpsert(counted.lines, -1);
  if (out) await tx.execute(out);
  const into = productSalesUpsert(now.lines, 1);
  if (into) await tx.execute(into);
  await tx.execute(dailyRevenueChange(saleDay(row.createdAt), now.cents - counted.cents));
}

/** The payment takes `charge`; answers the order's payment status column. */
async function settle(deps: OrderDeps, tx: Tx, row: OrderRow, charge: number) {
  if (!row.paymentId) return row.paymentStatus;
  return paymentStatusOf(await settleInTx(tx, deps.provider, row.paymentId, charge));
}

/** What the payment held: the authorisation (or, captured at checkout, what it took). */
export async function heldCents(tx: Tx, row: OrderRow): Promise<number | null> {
  if (!row.paymentId) return null;
  const [payment] = await tx
    .select({ authorized: payments.authorizedCents, amount: payments.amountCents })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  return payment ? (payment.authorized ?? payment.amount) : null;
}

/**
 * POST /picking/orders/:id/pack: every line recorded, the final totals computed here in cents,
 * the payment captured (never above the authorisation; the rest released) or the excess
 * refunded, stock moved to what was really picked, the order on to processing. The order row
 * is locked first, so of two pickers packing at once one wins and the other gets a 409.
 */
export async function packOrder(deps: OrderDeps, id: string, actorId: string): Promise<Order> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockedForPicking(tx, id);
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productName));
    const unpicked = items.filter((i) => !i.pickOutcome).length;
    if (unpicked) throw new ConflictError(M.unpicked(unpicked));
    await moveStock(tx, items);
    const totals = finalTotals(items, order.shippingCents, deps.pricing.taxRatePercent);
    const charged = chargeCents(totals.finalTotalCents, await heldCents(tx, order));
    const paymentStatus = await settle(deps, tx, order, charged);
    const [packed] = await tx
      .update(orders)
      .set({
        ...totals,
        chargedCents: charged,
        paymentStatus,
        pickingStatus: 'packed',
        status: 'processing',
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: 'processing',
      note: `Packed: final total $${(totals.finalTotalCents / 100).toFixed(2)}`,
      actorId,
    });
    await rebookSale(
      tx,
      order,
      { cents: order.totalCents, lines: saleLines(items, false) },
      { cents: charged, lines: saleLines(items, true) },
    );
    return packed!;
  });
  invalidateCatalogCache(deps.db);
  const order = await pickingOrderJson(deps.db, row.id);
  await sendPackedMail(deps, row, order);
  return order;
}
