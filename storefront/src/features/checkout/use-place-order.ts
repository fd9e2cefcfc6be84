import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  clearCart,
  createAddress,
  createOrder,
  fromCents,
  getErrorMessage,
  lineCents,
  toCents,
  isApiError,
  processPayment,
  type CartItem,
  type OrderTotals,
  type PaymentMethod,
  type ShippingAddress,
} from '@grocery/shared-api';
import { notify } from '@grocery/shared-ui';
import { refreshCheckoutCart } from './refresh-checkout-cart';
import type { OrderDefault } from './substitutions-section';

export const CHECKOUT_MESSAGES = {
  placed: 'Order placed successfully!',
  paymentFailed: 'Payment failed. Please try again.',
  orderFailed: 'Failed to place order. Please try again.',
  saveFailed: 'Failed to save address',
} as const;

export interface OrderRequest {
  address: ShippingAddress;
  method: PaymentMethod;
  fields: Record<string, string>;
  items: CartItem[];
  /** orderTotals of the cart: the server prices the order the same way. */
  totals: OrderTotals;
  /** Cents a card is authorised for: the total plus the margin on weighed lines (the server
   * computes the same authorizationCents and refuses any other amount). */
  authorizeCents: number;
  /** What to do with a missing item whose line does not say otherwise. */
  substitutionDefault: OrderDefault;
  saveAddress: boolean;
  customerId?: string;
  /** Held by the shopper; the order takes the held place. */
  deliverySlotId: string;
}

/**
 * No answer (offline, timeout) or a server fault: the call may have gone through, so the retry
 * must carry the same key and get that same payment back rather than a second charge.
 */
function mayHaveWorked(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
}

const orderLines = (items: CartItem[]) =>
  items.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    productPrice: item.productPrice,
    quantity: item.quantity,
    unit: item.unit || 'piece',
    lineTotal: fromCents(lineCents(toCents(item.productPrice), item.quantity)),
    substitution:
      item.substitution.preference === 'specific' && item.substitution.productId
        ? { preference: 'specific' as const, productId: item.substitution.productId }
        : {
            preference:
              item.substitution.preference === 'none' ? ('none' as const) : ('best_match' as const),
          },
  }));

/**
 * Spec section 4's flow after the forms are valid: pay (card, UPI), create the order, clear the
 * cart, go to /orders. The client order id is made once per checkout visit so every retry names
 * the same order; the payment attempt number moves on only after a definite refusal.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [orderId] = useState(() => `order_${Date.now()}`);
  const attempt = useRef(1);
  const running = useRef(false);
  const placed = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);

  async function pay(request: OrderRequest): Promise<string | undefined | null> {
    if (request.method.fields.length === 0) return undefined;
    try {
      const result = await processPayment(
        {
          methodId: request.method.id,
          amount: fromCents(request.authorizeCents),
          orderId,
          fields: request.fields,
        },
        attempt.current,
      );
      return result.paymentId;
    } catch (error) {
      if (!mayHaveWorked(error)) attempt.current += 1;
      setPaymentError(getErrorMessage(error, CHECKOUT_MESSAGES.paymentFailed));
      notify.error(CHECKOUT_MESSAGES.paymentFailed);
      return null;
    }
  }

  async function order(request: OrderRequest, paymentId: string | undefined) {
    const totals = {
      subtotal: fromCents(request.totals.subtotal),
      shipping: fromCents(request.totals.shipping),
      tax: fromCents(request.totals.tax),
      total: fromCents(request.totals.total),
    };
    try {
      await createOrder({
        orderId,
        customerId: request.customerId,
        items: orderLines(request.items),
        shippingAddress: request.address,
        billingAddress: request.address,
        totals,
        totalAmount: totals.total,
        currency: 'USD',
        paymentMethod: request.method.id,
        paymentId,
        deliverySlotId: request.deliverySlotId,
        substitutionDefault: request.substitutionDefault,
        metadata: { source: 'web', timestamp: new Date().toISOString() },
      });
      return true;
    } catch (error) {
      const message = getErrorMessage(error, CHECKOUT_MESSAGES.orderFailed);
      setOrderError(message);
      notify.error(message);
      if (!mayHaveWorked(error)) {
        // The server refused it and gave back any payment: the next try pays afresh.
        attempt.current += 1;
        await refreshCheckoutCart();
      }
      return false;
    }
  }

  async function place(request: OrderRequest) {
    if (running.current || placed.current) return;
    running.current = true;
    setSubmitting(true);
    setPaymentError(null);
    setOrderError(null);
    try {
      const paymentId = await pay(request);
      if (paymentId === null || !(await order(request, paymentId))) return;
      placed.current = true;
      if (request.saveAddress) {
        await createAddress(request.address).catch((error: unknown) =>
          notify.error(getErrorMessage(error, CHECKOUT_MESSAGES.saveFailed)),
        );
      }
      clearCart();
      notify.success(CHECKOUT_MESSAGES.placed);
      navigate('/orders');
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }

  return {
    place,
    submitting,
    paymentError,
    orderError,
    placed,
    clearPaymentError: () => setPaymentError(null),
  };
}
