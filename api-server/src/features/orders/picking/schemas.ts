import { z } from 'zod';
import {
  ORDER_STATUSES,
  PICK_OUTCOMES,
  PICKING_STATUSES,
  PAYMENT_STATUSES,
  SUBSTITUTION_PREFERENCES,
} from '@grocery/shared-api';
import { envelope } from '../../../lib/envelope';

const substitution = z.object({
  preference: z.enum(SUBSTITUTION_PREFERENCES),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
});

const pick = z
  .object({
    outcome: z.enum(PICK_OUTCOMES),
    quantity: z.number(),
    substitute: z
      .object({
        productId: z.string(),
        name: z.string(),
        unitPrice: z.number(),
        quantity: z.number(),
      })
      .nullable(),
    lineTotal: z.number(),
    rejected: z.boolean(),
  })
  .nullable();

const soldBy = { soldBy: z.enum(['unit', 'weight']), weightUnit: z.enum(['kg', 'lb']).nullable() };

const money = z.number();
const amounts = {
  totalAmount: money,
  discountAmount: money,
  shippingAmount: money,
  taxAmount: money,
  finalAmount: money,
};
const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
const slot = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  changeableUntil: z.string(),
});

/** The order as every order answer has it (shared-api Order). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  clientOrderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string().nullable(),
      productName: z.string(),
      productPrice: money,
      quantity: z.number(),
      unit: z.string(),
      ...soldBy,
      imageUrl: z.string().nullable(),
      lineTotal: money,
      estimated: z.boolean(),
      substitution,
      pick,
    }),
  ),
  ...amounts,
  currency: z.literal('USD'),
  shippingAddress: address,
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payment: z
    .object({
      id: z.string(),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      status: z.enum(PAYMENT_STATUSES),
      authorizedAmount: money,
      capturedAmount: money,
      refundedAmount: money,
    })
    .nullable(),
  estimatedAmount: money,
  authorizedAmount: money.nullable(),
  finalAmountPicked: money.nullable(),
  finalTotals: z.object(amounts).nullable(),
  amountDue: money,
  pickingStatus: z.enum(PICKING_STATUSES),
  substitutionDefault: z.enum(SUBSTITUTION_PREFERENCES),
  canChangeSubstitutions: z.boolean(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  cancelReason: z.string().nullable(),
  canCancel: z.boolean(),
  deliverySlot: slot.nullable(),
  events: z
    .array(
      z.object({
        status: z.enum(ORDER_STATUSES),
        note: z.string().nullable(),
        createdAt: z.string(),
        actorName: z.string().nullable(),
      }),
    )
    .optional(),
});

export const orderResponse = envelope(z.object({ order: orderSchema }));

const suggestion = z.object({
  productId: z.string(),
  name: z.string(),
  unitPrice: z.number(),
  chargedUnitPrice: z.number(),
  stock: z.number(),
  unit: z.string(),
  ...soldBy,
  image: z.string().nullable(),
  chosenByShopper: z.boolean(),
});

export const pickingOrderResponse = envelope(
  z.object({ order: orderSchema, suggestions: z.record(z.string(), z.array(suggestion)) }),
);

export const pickListResponse = envelope(
  z.object({
    orders: z.array(
      z.object({
        id: z.string(),
        orderNumber: z.string(),
        customerName: z.string(),
        status: z.enum(ORDER_STATUSES),
        deliverySlot: slot.nullable(),
        pickingStatus: z.enum(PICKING_STATUSES),
        itemCount: z.number(),
      }),
    ),
    aisles: z.array(
      z.object({
        category: z.string(),
        lines: z.array(
          z.object({
            orderId: z.string(),
            orderNumber: z.string(),
            itemId: z.string(),
            productId: z.string().nullable(),
            name: z.string(),
            quantity: z.number(),
            unit: z.string(),
            ...soldBy,
            substitution,
            pick,
          }),
        ),
      }),
    ),
  }),
);
