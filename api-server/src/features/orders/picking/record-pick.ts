import { and, eq, sql } from 'drizzle-orm';
import { type Order, PICKING_MESSAGES as M, type PickRecord } from '@grocery/shared-api';
import type { Db } from '../../../db/client';
import { orderItems, products } from '../../../db/schema';
import { today } from '../../../lib/catalog-scope';
import { ConflictError, ValidationError } from '../../../lib/errors';
import type { Tx } from '../../../lib/user-lock';
import { pickedLineCents, substitutePrice } from './pick-pricing';
import { lockedForPicking, markPicking, orderItem, pickingOrderJson } from './picking-order';

type ItemRow = typeof orderItems.$inferSelect;

const invalid = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

/** Whole pieces for unit goods; a weighed line takes any weight (the scale's reading). */
function checkCount(item: ItemRow, quantity: number, field: string): void {
  if (item.soldBy === 'unit' && !Number.isInteger(quantity)) {
    throw invalid(field, 'Quantity must be a whole number');
  }
}

const PICKED_TOO_MANY = (n: number) => `At most ${n} can be picked: that is what was ordered`;

function pickedColumns(item: ItemRow, input: PickRecord) {
  const quantity = input.quantity ?? item.quantity;
  checkCount(item, quantity, 'quantity');
  if (item.soldBy === 'unit' && quantity > item.quantity) {
    throw invalid('quantity', PICKED_TOO_MANY(item.quantity));
  }
  return { pickedQuantity: quantity, ...pickedLineCents(item, quantity) };
}

/** Today's price of a substitute the picker may give for `item`, or a 4xx saying why not. */
async function substituteOf(tx: Tx, item: ItemRow, id: string) {
  const day = today();
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      soldBy: products.soldBy,
      weightUnit: products.weightUnit,
      stock: products.stock,
      listPriceCents: products.priceCents,
      unitPriceCents: sql<number>`product_price_on(${products.priceCents},
        ${products.discountPriceCents}, ${products.discountStartDate},
        ${products.discountEndDate}, ${day}::date)`,
      orderedCategory: sql<
        string | null
      >`(SELECT category_id FROM products o WHERE o.id = ${item.productId})`,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  if (!row) throw invalid('substituteProductId', M.substituteUnavailable);
  if (row.id === item.productId) throw invalid('substituteProductId', M.substituteSame);
  if (!row.categoryId || row.categoryId !== row.orderedCategory) {
    throw invalid('substituteProductId', M.substituteAisle);
  }
  if (row.soldBy !== item.soldBy || row.weightUnit !== item.weightUnit) {
    throw invalid('substituteProductId', M.substituteSoldBy);
  }
  return { ...row, unitPriceCents: Number(row.unitPriceCents) };
}

async function substitutedColumns(tx: Tx, item: ItemRow, input: PickRecord) {
  if (item.substitutionPreference === 'none') throw new ConflictError(M.noSubstitutes);
  const substitute = await substituteOf(tx, item, input.substituteProductId!);
  const quantity = input.substituteQuantity ?? item.quantity;
  checkCount(item, quantity, 'substituteQuantity');
  if (substitute.stock < quantity) throw new ConflictError(M.substituteStock(substitute.name));
  const chosen =
    item.substitutionPreference === 'specific' && item.substitutionProductId === substitute.id;
  const price = substitutePrice(item, substitute, chosen);
  return {
    substituteProductId: substitute.id,
    substituteName: substitute.name,
    substituteUnitPriceCents: price.unitPriceCents,
    substituteQuantity: quantity,
    ...pickedLineCents(price, quantity),
  };
}

const CLEARED = {
  pickedQuantity: null,
  substituteProductId: null,
  substituteName: null,
  substituteUnitPriceCents: null,
  substituteQuantity: null,
  finalLineCents: 0,
  finalListCents: 0,
};

/**
 * PUT /picking/orders/:id/items/:itemId: what the picker found, priced now by the server. A
 * line may be recorded again until the order is packed; recording starts picking.
 */
export async function recordPick(
  db: Db,
  id: string,
  itemId: string,
  input: PickRecord,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockedForPicking(tx, id);
    const item = await orderItem(tx, order.id, itemId);
    const columns =
      input.outcome === 'picked'
        ? { ...CLEARED, ...pickedColumns(item, input) }
        : input.outcome === 'substituted'
          ? { ...CLEARED, ...(await substitutedColumns(tx, item, input)) }
          : CLEARED;
    await tx
      .update(orderItems)
      .set({ ...columns, pickOutcome: input.outcome })
      .where(eq(orderItems.id, item.id));
    await markPicking(tx, order);
  });
  return pickingOrderJson(db, id);
}
