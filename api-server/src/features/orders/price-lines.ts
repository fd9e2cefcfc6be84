import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  type CheckoutPricing,
  type DeliveryCharge,
  lineCents,
  orderTotals,
  quantityError,
  type SoldBy,
  type SubstitutionPreference,
  type WeightUnit,
} from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { today } from '../../lib/catalog-scope';
import { ConflictError, ValidationError } from '../../lib/errors';

/** What the shopper asked for when the item is missing. */
export interface LineSubstitutionChoice {
  preference: SubstitutionPreference;
  productId: string | null;
}

export interface WantedLine {
  productId: string;
  quantity: number;
  substitution?: LineSubstitutionChoice;
}

export interface PricedLine {
  /** Chosen here so the answer can name each line without reading the order back. */
  id: string;
  productId: string;
  productName: string;
  unit: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  weighed: boolean;
  categoryId: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPriceCents: number;
  listPriceCents: number;
  lineTotalCents: number;
  substitution: LineSubstitutionChoice;
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

/**
 * One line per product: a cart sending the same product twice buys the sum (in thousandths,
 * so weights add exactly), with the first line's substitution choice.
 */
export function mergeLines(items: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const item of items) {
    const seen = merged.get(item.productId);
    const quantity = seen
      ? (Math.round(seen.quantity * 1000) + Math.round(item.quantity * 1000)) / 1000
      : item.quantity;
    merged.set(item.productId, { ...item, ...seen, quantity });
  }
  return [...merged.values()];
}

/**
 * Prices every line from the database, never from the client: today's (UTC) price is the
 * sale price inside its window (product_price_on, migration 0014, the listing's own rule).
 * A missing, inactive, hidden or expired product is a 409 naming it.
 */
export async function priceLines(
  db: Db,
  lines: readonly WantedLine[],
  substitutionDefault: SubstitutionPreference = 'best_match',
): Promise<PricedLine[]> {
  const day = today();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      soldBy: products.soldBy,
      weightUnit: products.weightUnit,
      quantityStep: products.quantityStep,
      minQuantity: products.minQuantity,
      categoryId: products.categoryId,
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
  return lines.map((line, index) => {
    const row = byId.get(line.productId);
    if (!row) throw new ConflictError(MISSING_PRODUCT);
    if (!row.available) throw new ConflictError(UNAVAILABLE(row.name));
    const wrong = quantityError(row, line.quantity);
    if (wrong) {
      throw new ValidationError(wrong, [{ field: `items.${index}.quantity`, message: wrong }]);
    }
    const unitPriceCents = Number(row.priceCents);
    return {
      id: randomUUID(),
      productId: row.id,
      productName: row.name,
      unit: row.unit,
      soldBy: row.soldBy,
      weightUnit: row.weightUnit,
      weighed: row.soldBy === 'weight',
      categoryId: row.categoryId,
      imageUrl: row.image,
      quantity: line.quantity,
      unitPriceCents,
      listPriceCents: row.listPriceCents,
      lineTotalCents: lineCents(unitPriceCents, line.quantity),
      substitution: line.substitution ?? { preference: substitutionDefault, productId: null },
    };
  });
}

/** The shared orderTotals, the one definition checkout shows, in the orders table's columns. */
export function totalsOf(
  lines: readonly PricedLine[],
  pricing: CheckoutPricing,
  delivery: DeliveryCharge,
): Totals {
  const totals = orderTotals(lines, pricing, delivery);
  return {
    subtotalCents: totals.subtotal,
    discountCents: totals.discount,
    shippingCents: totals.shipping,
    taxCents: totals.tax,
    totalCents: totals.total,
  };
}
