import type { Product, SoldBy, SubstitutionPreference, WeightUnit } from '../types';

/**
 * Why a line needs the shopper's attention, set by `refreshCart` from fresh product data.
 * out_of_stock and unavailable (the product is gone or hidden) block checkout and are left out
 * of the totals; price_changed and quantity_reduced only inform and stay until acknowledged.
 */
export type CartFlag =
  | { type: 'out_of_stock' }
  | { type: 'unavailable' }
  | { type: 'price_changed'; previousPrice: number }
  | { type: 'quantity_reduced'; previousQuantity: number };

/** What the store should do if the line's product is missing when the order is picked. */
export interface CartSubstitution {
  preference: SubstitutionPreference;
  /** The product the shopper chose, with its name for the drawer ('specific' only). */
  productId: string | null;
  productName: string | null;
}

export interface CartItem {
  productId: string;
  productName: string;
  /** Dollars, what the shopper pays per unit (the discount price when there is one). */
  productPrice: number;
  /** Dollars, the price before any sale: the order summary's subtotal counts lines at it. */
  listPrice: number;
  /** Pieces, or for weighed goods the estimated weight: a multiple of quantityStep. */
  quantity: number;
  unit: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  quantityStep: number;
  minQuantity: number;
  /** The product's aisle, where a 'specific' substitute is chosen from. */
  categoryId: string | null;
  substitution: CartSubstitution;
  imageUrl: string | null;
  stock: number;
  flags: CartFlag[];
}

/** What the rules need from a product; a full `Product` fits. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'unit'> &
  Partial<
    Pick<
      Product,
      | 'discountPrice'
      | 'image'
      | 'images'
      | 'soldBy'
      | 'weightUnit'
      | 'quantityStep'
      | 'minQuantity'
      | 'categoryId'
    >
  >;

/** What the UI may toast; the rules never toast themselves. */
export interface RuleOutcome {
  type: 'success' | 'error';
  message: string;
}

export interface CartResult {
  items: CartItem[];
  outcome: RuleOutcome | null;
}

export interface CartTotals {
  /** Units in the cart that can be bought (blocked lines excluded); a weighed line counts 1. */
  totalItems: number;
  /** Dollars, summed in integer cents. */
  totalPrice: number;
  totalCents: number;
  /** True when some weighed line makes the total an estimate. */
  estimated: boolean;
  /** True when some line is out of stock or no longer sold: checkout must wait. */
  hasBlockedItems: boolean;
}
