import type { FastifyInstance } from 'fastify';
import type { Order } from '@grocery/shared-api';
import type { Db } from '../db/client';
import { bearer, body, post } from './accounts';
import { insertCategory, insertProduct } from './catalog';

export type One = { order: Order };

/** A produce aisle selling by weight (cents per kg) and a dairy aisle selling pieces. */
export async function pickingCatalog(db: Db) {
  const produce = await insertCategory(db, { name: 'Loose Produce' });
  const dairy = await insertCategory(db, { name: 'Dairy Aisle' });
  const weighed = {
    soldBy: 'weight' as const,
    weightUnit: 'kg' as const,
    quantityStep: 0.1,
    minQuantity: 0.2,
    unit: 'kg',
    categoryId: produce,
  };
  return {
    apples: await insertProduct(db, {
      name: 'Loose Apples',
      priceCents: 300,
      stock: 50,
      ...weighed,
    }),
    pears: await insertProduct(db, { name: 'Loose Pears', priceCents: 280, stock: 50, ...weighed }),
    figs: await insertProduct(db, { name: 'Fresh Figs', priceCents: 400, stock: 50, ...weighed }),
    milk: await insertProduct(db, {
      name: 'Whole Milk',
      priceCents: 199,
      stock: 10,
      categoryId: dairy,
    }),
    juice: await insertProduct(db, {
      name: 'Orange Juice',
      priceCents: 250,
      stock: 10,
      categoryId: dairy,
    }),
  };
}

export const itemOf = (order: Order, name: string) =>
  order.items.find((i) => i.productName === name)!;

export function pick(
  app: FastifyInstance,
  token: string,
  orderId: string,
  itemId: string,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/picking/orders/${orderId}/items/${itemId}`,
    headers: bearer(token),
    payload,
  });
}

export const pack = (app: FastifyInstance, token: string, orderId: string) =>
  post(app, `/api/picking/orders/${orderId}/pack`, undefined, token);

/** Records each named line as picked (at `quantity` when given), then packs: the packed order. */
export async function pickAndPack(
  app: FastifyInstance,
  token: string,
  order: Order,
  picks: Record<string, object> = {},
): Promise<Order> {
  for (const item of order.items) {
    const res = await pick(
      app,
      token,
      order.id,
      item.id,
      picks[item.productName] ?? { outcome: 'picked' },
    );
    if (res.statusCode !== 200) throw new Error(`pick failed: ${res.body}`);
  }
  const packed = await pack(app, token, order.id);
  if (packed.statusCode !== 200) throw new Error(`pack failed: ${packed.body}`);
  return body<One>(packed).data.order;
}
