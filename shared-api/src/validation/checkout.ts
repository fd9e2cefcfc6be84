import { z } from 'zod';
import { toCents } from '../lib/money';
import { hasAtMostThreeDecimals, QUANTITY_MESSAGES } from '../lib/quantities';
import { ORDER_STATUSES, ORDER_UPDATE_MESSAGES, SUBSTITUTION_PREFERENCES } from '../types/order';
import { PICKING_MESSAGES } from '../types/picking';
import { EMAIL_PATTERN, MESSAGES, normalizePhone, visibleText } from './fields';

/** Checkout address rules (spec section 5, Checkout address), messages verbatim. */
export const ADDRESS_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: MESSAGES.emailInvalid,
  phone: 'Phone is required',
  phoneInvalid: MESSAGES.phoneInvalid,
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  zipInvalid: 'Please provide a valid ZIP code',
  tooLong: (label: string, max: number) => `${label} must be less than ${max} characters`,
  fillAll: 'Please fill in all required address fields',
} as const;
const A = ADDRESS_MESSAGES;
const PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;
const ZIP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Text that prints as nothing is no text: the same rule as names on profiles and products. */
const requiredText = (required: string, label: string, max: number) =>
  visibleText(required).min(1, required).max(max, A.tooLong(label, max));

export const shippingAddressSchema = z.object({
  firstName: requiredText(A.firstName, 'First name', 100),
  lastName: requiredText(A.lastName, 'Last name', 100),
  email: requiredText(A.email, 'Email', 254)
    .regex(EMAIL_PATTERN, A.emailInvalid)
    .transform((v) => v.toLowerCase()),
  phone: requiredText(A.phone, 'Phone', 30).refine(
    (v) => PHONE_PATTERN.test(normalizePhone(v)),
    A.phoneInvalid,
  ),
  address: requiredText(A.address, 'Address', 500),
  city: requiredText(A.city, 'City', 100),
  state: requiredText(A.state, 'State', 100),
  zipCode: requiredText(A.zipCode, 'ZIP code', 10).regex(ZIP_PATTERN, A.zipInvalid),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** POST /addresses and PUT /addresses/{id}. */
export const addressSchema = shippingAddressSchema.extend({
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export type AddressInput = z.input<typeof addressSchema>;

export const idParamsSchema = z.object({ id: z.guid({ error: 'Invalid id' }) });

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const clientKey = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(CLIENT_ID, `${label} must be 1-64 letters, digits, hyphens or underscores`);

/** Money moves in whole cents: an amount that rounds to 0 cents is no amount. */
const amount = z
  .number({ error: 'Amount must be a number' })
  .positive('Amount must be greater than 0')
  .max(1_000_000, 'Amount is too large')
  .refine((value) => toCents(value) >= 1, 'Amount must be at least $0.01');

/**
 * POST /payments/process. `orderId` is the client's order id (order_ + timestamp) and doubles
 * as the idempotency key with the Idempotency-Key header taking precedence.
 */
export const paymentProcessSchema = z.object({
  methodId: z.string({ error: 'Payment method is required' }).min(1, 'Payment method is required'),
  amount,
  currency: z.literal('USD', { error: 'Currency must be USD' }).default('USD'),
  fields: z.record(z.string(), z.unknown()).default({}),
  orderId: clientKey('Order id'),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type PaymentProcessInput = z.input<typeof paymentProcessSchema>;

export const paymentCaptureSchema = z.object({
  intentId: z.guid({ error: 'Invalid payment id' }),
  amount: amount.optional(),
  currency: z.literal('USD').default('USD'),
});

export const paymentRefundSchema = z.object({
  paymentId: z.guid({ error: 'Invalid payment id' }),
  amount: amount.optional(),
  currency: z.literal('USD').default('USD'),
  reason: z.string().trim().max(500).default('Refund requested'),
});

const substitutionPreference = z.enum(SUBSTITUTION_PREFERENCES, {
  error: `Substitution must be one of: ${SUBSTITUTION_PREFERENCES.join(', ')}`,
});

/** What to do when an item is missing; 'specific' names the product (same aisle, checked by
 * the server). */
export const substitutionSchema = z
  .object({
    preference: substitutionPreference,
    productId: z.guid({ error: 'Invalid product id' }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.preference === 'specific' && !value.productId) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: PICKING_MESSAGES.specificRequired,
      });
    }
  })
  .transform(({ preference, productId }) => ({
    preference,
    productId: preference === 'specific' ? (productId ?? null) : null,
  }));
export type SubstitutionInput = z.input<typeof substitutionSchema>;

/**
 * A line's quantity: whole pieces, or a weight with at most 3 decimals. Whether it must be
 * whole, and the weight's step and minimum, depend on the product: the server checks those
 * with quantityError (lib/quantities.ts).
 */
const orderQuantity = z
  .number({ error: 'Quantity must be a number' })
  .positive(QUANTITY_MESSAGES.atLeastOne)
  .max(1000, 'Quantity must be at most 1000')
  .refine(hasAtMostThreeDecimals, QUANTITY_MESSAGES.decimals);

const orderLine = z.object({
  productId: z.guid({ error: 'Invalid product id' }),
  quantity: orderQuantity,
  substitution: substitutionSchema.optional(),
  // What the client believed; the server ignores these and prices from the database.
  productName: z.string().optional(),
  productPrice: z.number().optional(),
  unit: z.string().optional(),
  lineTotal: z.number().optional(),
});

/** POST /orders: the spec's order payload. Prices and totals are recomputed by the server. */
export const orderCreateSchema = z.object({
  orderId: clientKey('Order id'),
  items: z
    .array(orderLine, { error: 'Items are required' })
    .min(1, 'Your cart is empty!')
    .max(100, 'An order may hold at most 100 lines'),
  shippingAddress: shippingAddressSchema,
  billingAddress: shippingAddressSchema.optional(),
  paymentMethod: z.string({ error: 'Payment method is required' }).min(1).max(40),
  paymentId: z.guid({ error: 'Invalid payment id' }).optional(),
  /** The chosen delivery slot; without it the order gets the earliest slot with room. */
  deliverySlotId: z.guid({ error: 'Invalid delivery slot id' }).optional(),
  /** Every line's preference unless the line names its own ('specific' is per line only). */
  substitutionDefault: z
    .enum(['best_match', 'none'], { error: 'Default substitution must be best_match or none' })
    .default('best_match'),
  paymentFields: z.record(z.string(), z.unknown()).optional(),
  totals: z.record(z.string(), z.unknown()).optional(),
  totalAmount: z.number().optional(),
  currency: z.literal('USD', { error: 'Currency must be USD' }).default('USD'),
  customerId: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const CUSTOMER_CANCEL_REASON = 'Customer requested cancellation';

export const orderCancelSchema = z.object({
  reason: z.string().trim().max(500).default(CUSTOMER_CANCEL_REASON),
});

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, {
    error: `Status must be one of: ${ORDER_STATUSES.join(', ')}`,
  }),
  note: z.string().trim().max(500).optional(),
});

/**
 * PUT /orders/{id}: the delivery details (address, delivery slot) a shopper may still change.
 * Any other key (prices, items, status...) is refused by name rather than silently dropped, so
 * a client never believes it changed what cannot change here.
 */
const orderUpdateShape = {
  shippingAddress: z
    .object(shippingAddressSchema.shape, { error: ORDER_UPDATE_MESSAGES.addressRequired })
    .optional(),
  deliverySlotId: z.guid({ error: 'Invalid delivery slot id' }).optional(),
};
export const orderUpdateSchema = z
  .looseObject(orderUpdateShape)
  .superRefine((body, ctx) => {
    // Each unknown key at its own path, so the answer's errors name the field sent.
    for (const key of Object.keys(body)) {
      if (!(key in orderUpdateShape)) {
        ctx.addIssue({ code: 'custom', path: [key], message: ORDER_UPDATE_MESSAGES.onlyAddress });
      }
    }
    if (body.shippingAddress === undefined && body.deliverySlotId === undefined) {
      const message = ORDER_UPDATE_MESSAGES.addressRequired;
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message });
    }
  })
  .transform(({ shippingAddress, deliverySlotId }) => ({ shippingAddress, deliverySlotId }));
export type OrderUpdateInput = z.input<typeof orderUpdateSchema>;

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2025-12-31')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Dates must look like 2025-12-31',
  );

/** GET /orders (staff) and /orders/my-orders. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  search: z.string().trim().max(200).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
