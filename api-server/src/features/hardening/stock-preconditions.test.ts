import type { FastifyInstance } from 'fastify';
import type { Product } from '@grocery/shared-api';
import { bearer, body, get, initializeAdmin } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/catalog';

const STALE = 'This item was changed by someone else since you loaded it. Reload it and try again.';

function send(
  app: FastifyInstance,
  method: 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  ifMatch?: string,
) {
  const headers = { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe.each(drivers)('stock adjustments and If-Match (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let categoryId: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    categoryId = await insertCategory(t.database.db, { name: 'Pantry' });
  });
  const product = (stock: number) =>
    insertProduct(t.database.db, { name: 'Rolled Oats', categoryId, stock });
  const stockOf = async (id: string) =>
    body<{ product: Product }>(await get(t.app, `/api/products/${id}`)).data.product.stock;

  it('adjusts stock relative to its current value, so concurrent changes all count', async () => {
    const id = await product(100);
    const url = `/api/products/${id}/stock`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'PATCH', url, admin, { adjust: -1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await stockOf(id)).toBe(80);
    const restock = await send(t.app, 'PATCH', url, admin, { adjust: '12' });
    expect(body<{ product: Product }>(restock).data.product.stock).toBe(92);
  });

  it('refuses an adjustment below 0 with 409 and leaves the stock as it was', async () => {
    const id = await product(2);
    const response = await send(t.app, 'PATCH', `/api/products/${id}/stock`, admin, {
      adjust: -3,
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      success: false,
      message: 'Not enough stock: only 2 left, and stock cannot go below 0',
    });
    expect(await stockOf(id)).toBe(2);
  });

  it('refuses both or neither of stock and adjust, and values past the integer range', async () => {
    const id = await product(5);
    const url = `/api/products/${id}/stock`;
    const cases: [object, string, string][] = [
      [{}, 'stock', 'Stock quantity is required'],
      [{ stock: 3, adjust: 1 }, 'adjust', 'Send either a new stock or an adjustment, not both'],
      [{ adjust: 1.5 }, 'adjust', 'Stock adjustment must be a whole number'],
      [{ adjust: true }, 'adjust', 'Stock adjustment must be a whole number'],
      [{ stock: 2 ** 31 }, 'stock', 'Stock values must be at most 2147483647'],
      [{ adjust: 2 ** 40 }, 'adjust', 'Stock values must be at most 2147483647'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(t.app, 'PATCH', url, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).errors).toEqual([{ field, message }]);
    }
    await send(t.app, 'PATCH', url, admin, { stock: 2147483640 });
    const over = await send(t.app, 'PATCH', url, admin, { adjust: 10 });
    expect(over.statusCode).toBe(400);
    expect(body(over).errors).toEqual([
      { field: 'adjust', message: 'Stock values must be at most 2147483647' },
    ]);
  });

  it('honours If-Match on stock: of many writers holding one ETag, one wins, the rest get 412', async () => {
    const id = await product(10);
    const etag = (await get(t.app, `/api/products/${id}`)).headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(t.app, 'PATCH', `/api/products/${id}/stock`, admin, { stock: 9 }, etag),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(7).fill(412)]);
    expect(body(answers.find((a) => a.statusCode === 412)!)).toEqual({
      success: false,
      message: STALE,
    });
    expect(await stockOf(id)).toBe(9);
  });

  it('honours If-Match on product updates and deletes, with the staff ETag too', async () => {
    const id = await product(4);
    const staffEtag = (await get(t.app, `/api/products/${id}?includeHidden=true`, admin)).headers
      .etag as string;
    const update = await send(t.app, 'PUT', `/api/products/${id}`, admin, { stock: 5 }, staffEtag);
    expect(update.statusCode).toBe(200);
    const stale = await send(t.app, 'PUT', `/api/products/${id}`, admin, { stock: 6 }, staffEtag);
    expect(stale.statusCode).toBe(412);
    expect(
      (await send(t.app, 'DELETE', `/api/products/${id}`, admin, undefined, staffEtag)).statusCode,
    ).toBe(412);
    const fresh = (await get(t.app, `/api/products/${id}`)).headers.etag as string;
    expect(
      (await send(t.app, 'DELETE', `/api/products/${id}`, admin, undefined, fresh)).statusCode,
    ).toBe(200);
    expect((await get(t.app, `/api/products/${id}`)).statusCode).toBe(404);
  });

  it('honours If-Match on category updates and deletes; without it writes go through', async () => {
    const id = await insertCategory(t.database.db, { name: `Spices ${Date.now()}` });
    const url = `/api/categories/${id}`;
    const etag = (await get(t.app, url)).headers.etag as string;
    expect(
      (await send(t.app, 'PUT', url, admin, { description: 'Dried herbs' }, etag)).statusCode,
    ).toBe(200);
    const stale = await send(t.app, 'PUT', url, admin, { description: 'Whole spices' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(body(stale).message).toBe(STALE);
    expect((await send(t.app, 'DELETE', url, admin, undefined, etag)).statusCode).toBe(412);
    expect((await send(t.app, 'PUT', url, admin, { description: 'Whole spices' })).statusCode).toBe(
      200,
    );
    expect((await send(t.app, 'DELETE', url, admin, undefined, '*')).statusCode).toBe(200);
  });
});
