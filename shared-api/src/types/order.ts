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

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

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
  productId: string | null;
  productName: string;
  /** Dollars per unit, what the shopper paid. */
  productPrice: number;
  quantity: number;
  unit: string;
  imageUrl: string | null;
  lineTotal: number;
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
  payment: { id: string; brand: string | null; last4: string | null } | null;
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
