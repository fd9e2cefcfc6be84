import type { Order } from '@grocery/shared-api';
import { makeShippingAddress } from '@grocery/shared-api/testing';

/** A complete shipping address as the checkout form sends one. */
export { makeShippingAddress as shippingAddressFixture };

/** A complete Order as the API sends it, for tests; override what a test cares about. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    orderNumber: 'ORD-100001',
    clientOrderId: 'order_1',
    status: 'pending',
    createdAt: '2026-11-20T15:05:00.000Z',
    updatedAt: '2026-11-20T15:05:00.000Z',
    items: [
      {
        id: 'i-1',
        productId: 'p-1',
        productName: 'Gala Apples',
        productPrice: 3.5,
        quantity: 2,
        unit: 'kg',
        imageUrl: null,
        lineTotal: 7,
        soldBy: 'unit' as const,
        weightUnit: null,
        estimated: false,
        substitution: { preference: 'best_match' as const, productId: null, productName: null },
        pick: null,
      },
      {
        id: 'i-2',
        productId: 'p-2',
        productName: 'Raw Honey',
        productPrice: 9,
        quantity: 1,
        unit: 'piece',
        imageUrl: null,
        lineTotal: 9,
        soldBy: 'unit' as const,
        weightUnit: null,
        estimated: false,
        substitution: { preference: 'best_match' as const, productId: null, productName: null },
        pick: null,
      },
    ],
    totalAmount: 16,
    discountAmount: 0,
    shippingAmount: 0,
    taxAmount: 0,
    finalAmount: 16,
    currency: 'USD',
    shippingAddress: makeShippingAddress(),
    paymentMethod: 'credit_card',
    paymentStatus: 'paid',
    payment: {
      id: 'pay-1',
      brand: 'visa',
      last4: '4242',
      status: 'paid',
      authorizedAmount: 16,
      capturedAmount: 16,
      refundedAmount: 0,
    },
    estimatedAmount: 16,
    authorizedAmount: 16,
    finalAmountPicked: null,
    finalTotals: null,
    amountDue: 0,
    pickingStatus: 'not_started',
    substitutionDefault: 'best_match',
    canChangeSubstitutions: true,
    customer: { id: 'u-1', name: 'Jane Doe', email: 'jane@example.com' },
    cancelReason: null,
    canCancel: true,
    deliverySlot: {
      id: 'slot-1',
      start: '2026-11-21T10:00:00-05:00',
      end: '2026-11-21T11:00:00-05:00',
      timeZone: 'America/New_York',
      changeableUntil: '2026-11-21T08:00:00-05:00',
    },
    events: [
      {
        status: 'pending',
        note: null,
        createdAt: '2026-11-20T15:05:00.000Z',
        actorName: 'Jane Doe',
      },
    ],
    ...overrides,
  };
}
