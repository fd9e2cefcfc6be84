import type { SoldBy, WeightUnit } from './catalog';
import type { OrderDeliverySlot } from './delivery';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec section 9: a customer may cancel while the order is still pending or confirmed. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

/** The one forward step each status allows (staff fulfilment). */
export const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** PUT /orders/{id}: outside the zod schemas, as the browser's updateOrder call needs them. */
export const ORDER_UPDATE_MESSAGES = {
  updated: 'Delivery details updated',
  notChangeable: 'This order can no longer be changed',
  addressRequired: 'Shipping address is required',
  onlyAddress: 'Only the shipping address and delivery slot of an order can be changed',
  failed: 'Failed to update order',
} as const;

/**
 * An order's payment as shoppers read it. pending: nothing taken yet (cash on delivery until
 * delivered); authorized: the card is held for the estimate, captured at packing; paid: taken;
 * partially_refunded: taken, some of it given back (a shortage, a rejected substitute).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'paid',
  'partially_refunded',
  'refunded',
  'voided',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What happens when an item is missing on the shelf. */
export const SUBSTITUTION_PREFERENCES = ['best_match', 'specific', 'none'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];

export interface LineSubstitution {
  preference: SubstitutionPreference;
  /** The shopper's chosen product ('specific' only). */
  productId: string | null;
  productName: string | null;
}

export const PICKING_STATUSES = ['not_started', 'picking', 'packed'] as const;
export type PickingStatus = (typeof PICKING_STATUSES)[number];

export const PICK_OUTCOMES = ['picked', 'short', 'substituted'] as const;
export type PickOutcome = (typeof PICK_OUTCOMES)[number];

/** What the picker recorded for one line, priced by the server. */
export interface LinePick {
  outcome: PickOutcome;
  /** Of the ordered product: the actual weight or count picked; 0 when short or substituted. */
  quantity: number;
  substitute: {
    productId: string;
    name: string;
    /** Dollars per piece or weight unit, what the shopper pays (never above the ordered price
     * per unit unless the shopper chose this product). */
    unitPrice: number;
    quantity: number;
  } | null;
  /** Dollars charged for the line; 0 when short or rejected. */
  lineTotal: number;
  /** The shopper turned the substitute down after packing: the line was refunded. */
  rejected: boolean;
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Address extends ShippingAddress {
  id: string;
  isDefault: boolean;
  /** 'order' when derived from a past order's shipping address (read-only, not deletable). */
  source: 'saved' | 'order';
  lastUsed: string | null;
  orderId: string | null;
}

export interface OrderItem {
  /** The line's id (picking and the substitution calls name it). */
  id: string;
  productId: string | null;
  productName: string;
  /** Dollars per unit, what the shopper paid. */
  productPrice: number;
  /** Ordered: whole pieces, or the estimated weight (up to 3 decimals) for weighed goods. */
  quantity: number;
  unit: string;
  soldBy: SoldBy;
  weightUnit: WeightUnit | null;
  imageUrl: string | null;
  /** The ordered line's cost (an estimate when `estimated`). */
  lineTotal: number;
  /** True for weighed lines: the charge follows the weight picked. */
  estimated: boolean;
  substitution: LineSubstitution;
  /** Null until the picker records the line. */
  pick: LinePick | null;
}

/** An order's totals in dollars (the same rows as the order's own amounts). */
export interface OrderAmounts {
  totalAmount: number;
  discountAmount: number;
  shippingAmount: number;
  taxAmount: number;
  finalAmount: number;
}

export interface OrderEvent {
  status: OrderStatus;
  note: string | null;
  createdAt: string;
  actorName: string | null;
}

export interface Order {
  id: string;
  orderNumber: string;
  clientOrderId: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
  /** Subtotal, dollars. */
  totalAmount: number;
  discountAmount: number;
  shippingAmount: number;
  taxAmount: number;
  finalAmount: number;
  currency: 'USD';
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  /** The card or UPI payment; amounts in dollars. */
  payment: {
    id: string;
    brand: string | null;
    last4: string | null;
    status: PaymentStatus;
    authorizedAmount: number;
    capturedAmount: number;
    refundedAmount: number;
  } | null;
  /** finalAmount at checkout: what the ordered lines were estimated to cost. */
  estimatedAmount: number;
  /** What the card was authorised for: the estimate plus the margin on weighed lines; null
   * without a card or UPI payment. */
  authorizedAmount: number | null;
  /** The total of what was picked (null until packed); see finalTotals for its rows. */
  finalAmountPicked: number | null;
  /** The packed order's totals from the picked lines (null until packed). */
  finalTotals: OrderAmounts | null;
  /** What the shopper still pays at the door (cash on delivery, until delivered); else 0. */
  amountDue: number;
  pickingStatus: PickingStatus;
  substitutionDefault: SubstitutionPreference;
  /** The shopper may still change substitution preferences (picking has not started). */
  canChangeSubstitutions: boolean;
  customer: { id: string; name: string; email: string };
  cancelReason: string | null;
  canCancel: boolean;
  /** When the order is delivered; null only for orders placed before delivery slots. */
  deliverySlot: OrderDeliverySlot | null;
  /** Present on single-order answers. */
  events?: OrderEvent[];
}

export interface PaymentFieldOption {
  value: string;
  label: string;
}

export interface PaymentField {
  name: string;
  label: string;
  type: 'text' | 'tel' | 'select' | 'card_number' | 'expiry' | 'cvv';
  required: boolean;
  placeholder?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
  options?: PaymentFieldOption[];
}

export interface PaymentMethod {
  id: string;
  displayName: string;
  description: string;
  fields: PaymentField[];
}

/** What checkout adds to the subtotal: the server's settings, sent with the payment methods. */
export interface CheckoutPricing {
  /** Dollars per order. */
  shippingFlat: number;
  /** Percent of the subtotal, decimals allowed. */
  taxRatePercent: number;
  currency: 'USD';
  /** The extra authorised on weighed lines (WEIGHT_AUTH_MARGIN_PERCENT), percent. */
  weightMarginPercent: number;
}

/** What one order may take, from the server's settings (sent with the payment methods). */
export interface OrderLimits {
  /** Most units of one product in one order (MAX_LINE_QUANTITY); 0: no cap. */
  maxLineQuantity: number;
}

export interface PaymentResult {
  paymentId: string;
  /** pending: cash on delivery, paid at the door. */
  status: 'pending' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided';
  amount: number;
  currency: 'USD';
  methodId: string;
  brand: string | null;
  last4: string | null;
  failureCode: string | null;
  message: string | null;
}

export interface OrderStats {
  today: { orders: number; revenue: number };
  last30Days: { orders: number; revenue: number; averageOrderValue: number };
  totalOrders: number;
  totalRevenue: number;
  byStatus: Record<OrderStatus, number>;
  topProducts: {
    productId: string | null;
    productName: string;
    quantity: number;
    revenue: number;
  }[];
  /** The last 30 days, oldest first, one entry per day (zeros included). */
  dailyRevenue: { date: string; orders: number; revenue: number }[];
}
