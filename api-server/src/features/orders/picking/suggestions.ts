import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { fromCents, type SubstituteSuggestion } from '@grocery/shared-api';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { today } from '../../../lib/catalog-scope';
import type { ItemRow } from '../order-json';
import { substitutePrice } from './pick-pricing';

const MOST = 5;

/**
 * Best matches for one line: active products of the same category sold the same way and in
 * stock; the shopper's own choice first, then those not dearer per unit than the ordered price,
 * closest in price first.
 */
export async function suggestionsFor(db: Db, item: ItemRow): Promise<SubstituteSuggestion[]> {
  if (!item.productId || item.substitutionPreference === 'none') return [];
  const day = today();
  const price = sql<number>`product_price_on(${products.priceCents}, ${products.discountPriceCents},
    ${products.discountStartDate}, ${products.discountEndDate}, ${day}::date)`;
  const chosen = item.substitutionProductId;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unitPriceCents: price,
      listPriceCents: products.priceCents,
      stock: products.stock,
      unit: products.unit,
      soldBy: products.soldBy,
      weightUnit: products.weightUnit,
      image: sql<string | null>`${products.images}[1]`,
    })
    .from(products)
    .where(
      and(
        sql`${products.categoryId} = (SELECT category_id FROM products o WHERE o.id = ${item.productId})`,
        ne(products.id, item.productId),
        eq(products.status, 'active'),
        eq(products.soldBy, item.soldBy),
        item.weightUnit ? eq(products.weightUnit, item.weightUnit) : undefined,
        gt(products.stock, 0),
      ),
    )
    .orderBy(
      sql`${products.id} = ${chosen ?? null}::uuid DESC NULLS LAST`,
      sql`(${price} > ${item.unitPriceCents})`,
      sql`abs(${price} - ${item.unitPriceCents})`,
      products.name,
    )
    .limit(MOST);
  return rows.map((row) => {
    const own = { unitPriceCents: Number(row.unitPriceCents), listPriceCents: row.listPriceCents };
    const isChosen = row.id === chosen && item.substitutionPreference === 'specific';
    return {
      productId: row.id,
      name: row.name,
      unitPrice: fromCents(own.unitPriceCents),
      chargedUnitPrice: fromCents(substitutePrice(item, own, isChosen).unitPriceCents),
      stock: row.stock,
      unit: row.unit,
      soldBy: row.soldBy,
      weightUnit: row.weightUnit,
      image: row.image,
      chosenByShopper: isChosen,
    };
  });
}
