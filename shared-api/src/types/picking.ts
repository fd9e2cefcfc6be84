import type { SoldBy, WeightUnit } from './catalog';
import type { OrderDeliverySlot } from './delivery';
import type { LinePick, LineSubstitution, Order, OrderStatus, PickingStatus } from './order';

/** An order on the pick list (GET /picking). */
export interface PickListOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  status: OrderStatus;
  deliverySlot: OrderDeliverySlot | null;
  pickingStatus: PickingStatus;
  /** Lines in the order. */
  itemCount: number;
}

/** One order line on the pick list, under its aisle. */
export interface PickListLine {
  orderId: string;
  orderNumber: string;
  itemId: string;
  productId: string | null;
  name: string;
  quantity: number;
  unit: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  substitution: LineSubstitution;
  pick: LinePick | null;
}

/** An aisle is a product category; lines of products without one are under 'Other'. */
export interface PickListAisle {
  category: string;
  lines: PickListLine[];
}

export interface PickList {
  orders: PickListOrder[];
  aisles: PickListAisle[];
}

/** A product the picker may give instead of a missing one (same aisle, in stock). */
export interface SubstituteSuggestion {
  productId: string;
  name: string;
  /** Dollars per piece or weight unit, today's price. */
  unitPrice: number;
  /** What the shopper would pay per unit: at most the ordered price unless they chose it. */
  chargedUnitPrice: number;
  stock: number;
  unit: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  image: string | null;
  /** The shopper's own choice ('specific'): listed first. */
  chosenByShopper: boolean;
}

/** GET /picking/orders/:id: the order and, per line id, the suggested substitutes. */
export interface PickingOrder {
  order: Order;
  suggestions: Record<string, SubstituteSuggestion[]>;
}

/** Texts of the picking answers (no zod here: the browser entry carries them). */
export const PICKING_MESSAGES = {
  started: 'Picking started',
  recorded: 'Pick recorded',
  packed: 'Order packed',
  alreadyPacked: 'This order has already been packed',
  notPickable: 'This order cannot be picked',
  unpicked: (n: number) => `${n} ${n === 1 ? 'line has' : 'lines have'} not been picked yet`,
  noSubstitutes: 'The shopper asked for no substitutes: record the line as short',
  substituteAisle: 'A substitute must come from the same aisle as the ordered item',
  substituteSoldBy:
    'A substitute must be sold the same way (by the piece or by the same weight unit)',
  substituteSame: 'A substitute must be another product',
  substituteUnavailable: 'This substitute is not available',
  substituteStock: (name: string) => `Not enough ${name} in stock`,
  substitutionSaved: 'Substitution preference saved',
  substitutionLocked: 'Picking has started: substitutions can no longer be changed',
  specificAisle: 'Choose a substitute from the same aisle',
  specificRequired: 'Choose the product you would like instead',
  /** Refunded only where money was taken: cash on delivery simply owes less. */
  rejected: (paid: boolean) =>
    paid
      ? 'Substitute rejected: the line was refunded'
      : 'Substitute rejected: the line is not charged',
  notSubstituted: 'This line was not substituted',
  alreadyRejected: 'This substitute was already rejected',
  rejectTooLate: 'Substitutes can be rejected after packing and before delivery',
  itemNotFound: 'Order line not found',
  dateOrSlot: 'Choose a delivery slot or a date',
  failed: 'Failed to load the pick list',
} as const;
