import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { deliverySlots } from './delivery';
import { users } from './identity';

/** A shopper's saved shipping addresses; exactly one default per user (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A charge by the payment provider. Only the card's brand and last four digits are kept.
 * `idempotencyKey` is unique per user: a retried process call answers the first payment.
 * `orderId` is set when an order consumes the payment, so one payment pays one order.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    methodId: text('method_id').notNull(),
    status: text('status', {
      enum: ['pending', 'authorized', 'captured', 'failed', 'refunded', 'voided'],
    }).notNull(),
    /** Authorised: what is held; captured: what was taken (at most authorizedCents). */
    amountCents: integer('amount_cents').notNull(),
    /** What the authorisation held (the estimate plus the weighed margin); null before 0018. */
    authorizedCents: integer('authorized_cents'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_order_key').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Human-friendly order numbers: ORD-100001, ORD-100002, ... */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * An order and its money in integer cents. `clientOrderId` (the spec's order_ + timestamp
 * id, unique per customer) makes a retried POST /orders answer the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .default(sql`'ORD-' || nextval('order_number_seq')`),
    clientOrderId: text('client_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', {
      enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'failed'],
    })
      .notNull()
      .default('pending'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, {
      onDelete: 'restrict',
    }),
    /** Searchable copy of the customer's name and email at order time (admin filters). */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    cancelReason: text('cancel_reason'),
    substitutionDefault: text('substitution_default', {
      enum: ['best_match', 'specific', 'none'],
    })
      .notNull()
      .default('best_match'),
    pickingStatus: text('picking_status', { enum: ['not_started', 'picking', 'packed'] })
      .notNull()
      .default('not_started'),
    /**
     * The packed order's totals from what was picked (null until packed); the *_cents columns
     * above stay the checkout's estimate. Refunded rejected substitutes leave them.
     */
    finalSubtotalCents: integer('final_subtotal_cents'),
    finalDiscountCents: integer('final_discount_cents'),
    finalShippingCents: integer('final_shipping_cents'),
    finalTaxCents: integer('final_tax_cents'),
    finalTotalCents: integer('final_total_cents'),
    /** What the shopper pays once packed: the final total, never above the authorisation. */
    chargedCents: integer('charged_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_client_order_key').on(t.userId, t.clientOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_delivery_slot_idx').on(t.deliverySlotId),
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

/** Lines keep the name, price and picture the shopper bought, whatever the product becomes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The undiscounted price, so the order can show what the discount saved. */
    listPriceCents: integer('list_price_cents').notNull(),
    /** Whole pieces, or the estimated weight (3 decimals) of a weighed line. */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull().default('piece'),
    soldBy: text('sold_by', { enum: ['unit', 'weight'] })
      .notNull()
      .default('unit'),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] }),
    imageUrl: text('image_url'),
    lineTotalCents: integer('line_total_cents').notNull(),
    substitutionPreference: text('substitution_preference', {
      enum: ['best_match', 'specific', 'none'],
    })
      .notNull()
      .default('best_match'),
    substitutionProductId: uuid('substitution_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    /** The picker's record (null until picked); prices stamped when recorded. */
    pickOutcome: text('pick_outcome', { enum: ['picked', 'short', 'substituted'] }),
    pickedQuantity: numeric('picked_quantity', { precision: 12, scale: 3, mode: 'number' }),
    substituteProductId: uuid('substitute_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    substituteName: text('substitute_name'),
    substituteUnitPriceCents: integer('substitute_unit_price_cents'),
    substituteQuantity: numeric('substitute_quantity', { precision: 12, scale: 3, mode: 'number' }),
    /** What the picked line costs at the price paid and at list price (the discount's base). */
    finalLineCents: integer('final_line_cents'),
    finalListCents: integer('final_list_cents'),
    /** The shopper turned the substitute down after packing; the line was refunded. */
    rejected: boolean('rejected').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status an order passed through, who moved it and when (the order's history). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Sales per day, kept in the same transaction as every order write, so the admin's figures
 * read a few hundred rows instead of scanning every order. Cancelled orders leave revenue.
 * A day is split over stripes (the writer's session picks one, sales.ts) that the figures add
 * up: one row that every order of the day locks until its commit would serialize checkout.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: text('day').notNull(),
    stripe: smallint('stripe').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    cancelledOrders: integer('cancelled_orders').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'daily_sales_day_stripe_pk', columns: [t.day, t.stripe] })],
);

/** Units and revenue per product over all non-cancelled orders, kept like daily_sales. */
export const productSales = pgTable(
  'product_sales',
  {
    productKey: text('product_key').primaryKey(),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3, mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('product_sales_quantity_idx').on(t.quantity)],
);

/** Who changed what and when, with the row before and after; written in the change's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pictures uploaded by staff, served as files at /api/uploads/{id}. Kept in the database, not
 * on one replica's disk, so every API replica serves every picture.
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter sign-ups from the landing page, one per address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);
