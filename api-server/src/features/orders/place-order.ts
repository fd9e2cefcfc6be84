import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES,
  holdsUntilPacked,
  type ShippingAddressInput,
} from '@grocery/shared-api';
import { orders, payments, products } from '../../db/schema';
import { bookOpenPlaceCtes, takePlace } from '../../lib/delivery/places';
import { ConflictError } from '../../lib/errors';
import { type Mail, outboxInsert } from '../../lib/mailer';
import type { Tx } from '../../lib/user-lock';
import { type OrderDeps, ORDER_MESSAGES as M } from './deps';
import type { OrderRow } from './order-json';
import type { PricedLine, Totals } from './price-lines';
import { dailySalesUpsert, productSalesUpsert, saleDay } from './sales';
import { checkOpenUnpaid } from './order-limits';

type PaymentRow = typeof payments.$inferSelect;

/** Another request with the same client order id got there first. */
export class DuplicateOrder extends Error {}

export interface NewOrder {
  userId: string;
  clientOrderId: string;
  shippingAddress: ShippingAddressInput;
  billingAddress: ShippingAddressInput | null;
  paymentMethod: string;
  lines: PricedLine[];
  totals: Totals;
  payment: PaymentRow | null;
  deliverySlotId: string;
  substitutionDefault: 'best_match' | 'none';
  /** The confirmation mail of the order as written, recorded in the order's transaction. */
  confirmation: (row: OrderRow) => Mail;
}

export interface PlacedOrder {
  row: OrderRow;
  /** The committed confirmation, for the mailer to deliver. */
  mail: Mail;
  outboxId: string;
}

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The order as row_to_json writes it: the same JSON text from either driver. */
function fromJson(text: string): OrderRow {
  // JSON.parse answers `any`: the columns are the orders table's, typed by OrderRow below.
  const r = JSON.parse(text);
  return {
    id: r.id,
    orderNumber: r.order_number,
    clientOrderId: r.client_order_id,
    userId: r.user_id,
    status: r.status,
    subtotalCents: r.subtotal_cents,
    discountCents: r.discount_cents,
    shippingCents: r.shipping_cents,
    taxCents: r.tax_cents,
    totalCents: r.total_cents,
    currency: r.currency,
    shippingAddress: r.shipping_address,
    billingAddress: r.billing_address,
    paymentMethod: r.payment_method,
    paymentStatus: r.payment_status,
    paymentId: r.payment_id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    cancelReason: r.cancel_reason,
    deliverySlotId: r.delivery_slot_id,
    substitutionDefault: r.substitution_default,
    pickingStatus: r.picking_status,
    finalSubtotalCents: r.final_subtotal_cents,
    finalDiscountCents: r.final_discount_cents,
    finalShippingCents: r.final_shipping_cents,
    finalTaxCents: r.final_tax_cents,
    finalTotalCents: r.final_total_cents,
    chargedCents: r.charged_cents,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/**
 * One statement takes the stock of every line (conditional: never below zero) and inserts the
 * order only when every line got its stock and the client order id is new; otherwise it
 * inserts nothing and the caller's transaction is rolled back.
 */
function takeStockAndInsert(order: NewOrder): SQL {
  const { lines, totals, payment } = order;
  const paymentStatus = payment ? (holdsUntilPacked(lines) ? 'authorized' : 'paid') : 'pending';
  const wanted = sql.join(
    lines.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::numeric)`),
    sql`, `,
  );
  return sql`WITH wanted (id, q) AS (VALUES ${wanted}),
    taken AS (
      UPDATE products p SET stock = p.stock - wanted.q FROM wanted
      WHERE p.id = wanted.id AND p.stock >= wanted.q RETURNING p.id),
    placed AS (
      INSERT INTO orders (client_order_id, user_id, subtotal_cents, discount_cents, shipping_cents,
        tax_cents, total_cents, shipping_address, billing_address, payment_method,
        payment_status, payment_id, customer_name, customer_email, delivery_slot_id,
        substitution_default)
      SELECT ${order.clientOrderId}, u.id, ${totals.subtotalCents}, ${totals.discountCents},
        ${totals.shippingCents}, ${totals.taxCents}, ${totals.totalCents},
        ${JSON.stringify(order.shippingAddress)}::jsonb,
        ${order.billingAddress ? JSON.stringify(order.billingAddress) : null}::jsonb,
        ${order.paymentMethod}, ${paymentStatus}, ${payment?.id ?? null}::uuid,
        trim(u.first_name || ' ' || coalesce(u.last_name, '')), u.email,
        ${order.deliverySlotId}::uuid, ${order.substitutionDefault}
      FROM users u
      WHERE u.id = ${order.userId} AND (SELECT count(*) FROM taken) = ${lines.length}
      ON CONFLICT DO NOTHING
      RETURNING *)
    SELECT row_to_json(placed)::text AS json FROM placed`;
}

/** Nothing was inserted: a duplicate client order id, or a line short of stock (409 naming it). */
async function whyNotPlaced(tx: Tx, order: NewOrder): Promise<never> {
  const [duplicate] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), eq(orders.clientOrderId, order.clientOrderId)));
  if (duplicate) throw new DuplicateOrder();
  const stock = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        order.lines.map((l) => l.productId),
      ),
    );
  const left = new Map(stock.map((s) => [s.id, s.stock]));
  const short = order.lines.find((l) => (left.get(l.productId) ?? 0) < l.quantity)!;
  const n = left.get(short?.productId) ?? 0;
  const name = (short ?? order.lines[0]!).productName;
  throw new ConflictError(n > 0 ? M.onlyLeft(n, name) : M.outOfStock(name));
}

/**
 * Marks the payment as this order's (conditional: a racing order cannot take it too) and
 * captures it, unless it is held until packing.
 */
async function takePayment(
  deps: OrderDeps,
  tx: Tx,
  payment: PaymentRow,
  orderId: string,
  capture: boolean,
) {
  const [taken] = await tx
    .update(payments)
    .set({ status: capture ? 'captured' : payment.status, orderId, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, payment.id),
        isNull(payments.orderId),
        inArray(payments.status, ['authorized', 'captured']),
      ),
    )
    .returning({ id: payments.id });
  if (!taken) throw new ConflictError(M.paymentUsed);
  if (capture && payment.status === 'authorized') {
    await deps.provider.capture(payment.id, payment.amountCents);
  }
}

/**
 * The order's one transaction: stock and order, the delivery slot's place, the payment,
 * then lines, history and sales figures (four round trips with BEGIN and COMMIT for an order
 * paid on delivery when slots have no capacity limit). Rows of products are locked in id order first when
 * there are several, so concurrent orders sharing products never deadlock.
 */
export async function placeOrder(deps: OrderDeps, order: NewOrder): Promise<PlacedOrder> {
  const lines = [...order.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  return deps.db.transaction(async (tx) => {
    if (!order.payment) await checkOpenUnpaid(deps, tx, order.userId);
    if (lines.length > 1) {
      await tx
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((l) => l.productId),
          ),
        )
        .orderBy(products.id)
        .for('update');
    }
    const [placed] = await rows<{ json: string }>(tx, takeStockAndInsert({ ...order, lines }));
    if (!placed) return whyNotPlaced(tx, order);
    const row = fromJson(placed.json);
    const items = sql.join(
      lines.map(
        (l) => sql`(${l.id}::uuid, ${row.id}::uuid, ${l.productId}::uuid, ${l.productName},
          ${l.unitPriceCents}, ${l.listPriceCents}, ${l.quantity}::numeric, ${l.unit}, ${l.soldBy},
          ${l.weightUnit}, ${l.imageUrl}, ${l.lineTotalCents}, ${l.substitution.preference},
          ${l.substitution.productId}::uuid)`,
      ),
      sql`, `,
    );
    // With limits the slot's place is counted under its lock, taken after stock (the lock order
    // every order write keeps); without, it is booked in the last statement.
    const limits = deps.deliveryLimits;
    if (limits) await takePlace(tx, order.deliverySlotId, order.userId, limits);
    if (order.payment) {
      await takePayment(deps, tx, order.payment, row.id, !holdsUntilPacked(lines));
    }
    // Lines, history, the place, both sales figures and the confirmation mail in one round trip;
    // the rows many orders share (the slot, a stripe of the day's sales) are locked last, until
    // the commit after it.
    const place = limits ? sql`` : sql`${bookOpenPlaceCtes(order.deliverySlotId, order.userId)},`;
    const mail = order.confirmation(row);
    const [last] = await rows<{ placed: number; outbox_id: string }>(
      tx,
      sql`WITH items AS (
        INSERT INTO order_items (id, order_id, product_id, product_name, unit_price_cents,
          list_price_cents, quantity, unit, sold_by, weight_unit, image_url, line_total_cents,
          substitution_preference, substitution_product_id) VALUES ${items}),
      events AS (
        INSERT INTO order_events (order_id, status, note, actor_id)
        VALUES (${row.id}::uuid, 'pending', 'Order placed', ${order.userId}::uuid)),
      products AS (${productSalesUpsert(lines, 1)!}), ${place}
      day AS (${dailySalesUpsert(saleDay(row.createdAt), order.totals.totalCents, 1)}),
      mail AS (${outboxInsert(mail)})
      SELECT ${limits ? sql`1` : sql`(SELECT count(*) FROM booked_place)`}::int AS placed,
        (SELECT id FROM mail)::text AS outbox_id`,
    );
    if (!last?.placed) throw new ConflictError(DELIVERY_MESSAGES.slotClosed);
    return { row, mail, outboxId: last.outbox_id };
  });
}
