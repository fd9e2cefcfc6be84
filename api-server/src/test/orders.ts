import { orderItems, orders } from '../db/schema';
import type { Db } from '../db/client';
import { bookSale, saleDay } from '../features/orders/sales';

type OrderStatus = (typeof orders.$inferSelect)['status'];

export interface DirectLine {
  productId: string | null;
  productName: string;
  unitPriceCents: number;
  quantity: number;
}

/**
 * An order written straight to the database on any day, booked into the sales summaries the
 * way the API books one (and taken out again when it is cancelled): for figures over time.
 */
export async function insertOrderOn(
  db: Db,
  values: { userId: string; createdAt: Date; status?: OrderStatus; lines: DirectLine[] },
): Promise<string> {
  const lines = values.lines.map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
  const totalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const status = values.status ?? 'delivered';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        clientOrderId: `direct_${Math.random().toString(36).slice(2)}`,
        userId: values.userId,
        status,
        subtotalCents: totalCents,
        totalCents,
        shippingAddress: {},
        paymentMethod: 'cash_on_delivery',
        customerName: 'Direct Insert',
        customerEmail: 'direct@example.com',
        createdAt: values.createdAt,
        updatedAt: values.createdAt,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderItems)
      .values(lines.map((l) => ({ ...l, orderId: order!.id, listPriceCents: l.unitPriceCents })));
    const day = saleDay(values.createdAt);
    await bookSale(tx, day, totalCents, lines, 1);
    if (status === 'cancelled') await bookSale(tx, day, totalCents, lines, -1);
    return order!.id;
  });
}
