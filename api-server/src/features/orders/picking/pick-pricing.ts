import { lineCents, orderTotals } from '@grocery/shared-api';

/** A line's price as ordered, in cents per piece or weight unit. */
export interface OrderedPrice {
  unitPriceCents: number;
  listPriceCents: number;
}

/**
 * What a substitute costs the shopper per unit: its own price when the shopper chose it
 * ('specific'), otherwise never more than the ordered item's price (the store absorbs the rest).
 * The list price follows, so the discount shown is what the cap took off.
 */
export function substitutePrice(
  ordered: OrderedPrice,
  substitute: OrderedPrice,
  chosenByShopper: boolean,
): OrderedPrice {
  if (chosenByShopper || substitute.unitPriceCents <= ordered.unitPriceCents) return substitute;
  return {
    unitPriceCents: ordered.unitPriceCents,
    listPriceCents: Math.max(ordered.unitPriceCents, substitute.listPriceCents),
  };
}

/** A recorded line's cost at the price paid and at list price, cents. */
export function pickedLineCents(price: OrderedPrice, quantity: number) {
  return {
    finalLineCents: lineCents(price.unitPriceCents, quantity),
    finalListCents: lineCents(price.listPriceCents, quantity),
  };
}

export interface FinalLine {
  finalLineCents: number | null;
  finalListCents: number | null;
  rejected: boolean;
}

export interface FinalTotals {
  finalSubtotalCents: number;
  finalDiscountCents: number;
  finalShippingCents: number;
  finalTaxCents: number;
  finalTotalCents: number;
}

/**
 * The packed order's totals with the shared orderTotals: the picked lines' costs (rejected
 * substitutes left out), the shipping charged at checkout (none when nothing is delivered), tax
 * at the store's rate on the goods, rounded half up.
 */
export function finalTotals(
  lines: readonly FinalLine[],
  shippingCents: number,
  taxRatePercent: number,
): FinalTotals {
  const kept = lines
    .filter((l) => !l.rejected)
    .map((l) => ({
      listPriceCents: l.finalListCents ?? 0,
      unitPriceCents: l.finalLineCents ?? 0,
      quantity: 1,
    }));
  const delivered = kept.some((l) => l.unitPriceCents > 0);
  const totals = orderTotals(kept, {
    shippingFlat: delivered ? shippingCents / 100 : 0,
    taxRatePercent,
    currency: 'USD',
    weightMarginPercent: 0,
  });
  return {
    finalSubtotalCents: totals.subtotal,
    finalDiscountCents: totals.discount,
    finalShippingCents: totals.shipping,
    finalTaxCents: totals.tax,
    finalTotalCents: totals.total,
  };
}

/** What the shopper pays: the final total, never more than was authorised (card or UPI). */
export function chargeCents(finalTotalCents: number, authorizedCents: number | null): number {
  return authorizedCents === null ? finalTotalCents : Math.min(finalTotalCents, authorizedCents);
}
