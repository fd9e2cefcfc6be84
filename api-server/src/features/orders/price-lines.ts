import { inArray, sql } from 'drizzle-orm';
import { type CheckoutPricing, orderTotals } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { today } from '../../lib/catalog-scope';
import { ConflictError } from '../../lib/errors';

export interface PricedLine {
  productId: string;
  productName: string;
  unit: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceCents: number;
  listPriceCents: number;
  lineTotalCents: number;
}

/** An order's totals as stored: the subtotal at list prices, the discount taken off it. */
export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export const UNAVAILABLE = (name: string) => `${name} is no longer available`;
export const MISSING_PRODUCT = 'A product in your cart is no longer available';

/** One line per product: a cart sending the same product twice buys the sum. */
export function mergeLines(items: readonly { productId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const item of items) {
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Prices every line from the database, never from the client: today's (UTC) price is the
 * sale price inside its window (product_price_on, migration 0014, the listing's own rule).
 * A missing, inactive, hidden or expired product is a 409 naming it.
 */
export async function priceLines(
  db: Db,
  lines: readonly { productId: string; quantity: number }[],
): Promise<PricedLine[]> {
  const day = today();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      image: sql<string | null>`${products.images}[1]`,
      listPriceCents: products.priceCents,
      priceCents: sql<number>`product_price_on(${products.priceCents}, ${products.discountPriceCents},
        ${products.discountStartDate}, ${products.discountEndDate}, ${day}::date)`,
      available: sql<boolean>`(${products.status} = 'active' AND ${products.visibility} = 'visible'
        AND (${products.expiryDate} IS NULL OR ${products.expiryDate} >= ${day}::date))`,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return lines.map((line) => {
    const row = byId.get(line.productId);
    if (!row) throw new ConflictError(MISSING_PRODUCT);
    if (!row.available) throw new ConflictError(UNAVAILABLE(row.name));
    const unitPriceCents = Number(row.priceCents);
    return {
      productId: row.id,
      productName: row.name,
      unit: row.unit,
      imageUrl: row.image,
      quantity: line.quantity,
      unitPriceCents,
      listPriceCents: row.listPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
    };
  });
}

/** The shared orderTotals, the one definition checkout shows, in the orders table's columns. */
export function totalsOf(lines: readonly PricedLine[], pricing: CheckoutPricing): Totals {
  const totals = orderTotals(lines, pricing);
  return {
    subtotalCents: totals.subtotal,
    discountCents: totals.discount,
    shippingCents: totals.shipping,
    taxCents: totals.tax,
    totalCents: totals.total,
  };
}
