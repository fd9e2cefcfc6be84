/** Dollars -> integer cents, so sums of prices never drift (0.1 + 0.2). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The price a shopper pays now: the discount price when it is set and below the price. */
export function effectivePrice(product: { price: number; discountPrice?: number | null }): number {
  const { price, discountPrice } = product;
  return discountPrice != null && discountPrice >= 0 && discountPrice < price
    ? discountPrice
    : price;
}
