import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Product } from '@grocery/shared-api';
import {
  bearer,
  body,
  get,
  initializeAdmin,
  post,
  put,
  registerCustomer,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/catalog';
import { approvedManager } from '../../test/requests';

const patch = (app: FastifyInstance, url: string, payload: object, token: string) =>
  app.inject({ method: 'PATCH', url, payload, headers: bearer(token) });
const del = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'DELETE', url, headers: bearer(token) });

interface Entry {
  action: string;
  actorName: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
type History = { entries: Entry[]; pagination: { total: number } };

describe.each(drivers)('product audit, ownership and stock figures (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin = '';
  let manager = '';
  let rival = '';
  let categoryId = '';
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Wild Honey',
    sku: `HONEY-${Math.floor(Math.random() * 1e6)}`,
    category: categoryId,
    description: 'Raw honey from wildflower meadows.',
    price: '8.50',
    stock: '12',
    unit: 'g',
    ...overrides,
  });
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    manager = (await approvedManager(t.app, admin)).token;
    rival = (await approvedManager(t.app, admin)).token;
    categoryId = await insertCategory(t.app.db, { name: 'Pantry' });
  });
  const history = async (id: string, token = admin) =>
    get(t.app, `/api/audit?entityType=product&entityId=${id}`, token);

  it('writes who changed what, before and after, for create, update, stock and delete', async () => {
    const created = await post(t.app, '/api/products', form(), manager);
    expect(created.statusCode).toBe(201);
    const { id } = body<{ product: Product }>(created).data.product;
    await put(t.app, `/api/products/${id}`, { price: '9.25' }, manager);
    await patch(t.app, `/api/products/${id}/stock`, { adjust: -2 }, manager);
    expect((await del(t.app, `/api/products/${id}`, admin)).statusCode).toBe(200);
    const { entries, pagination } = body<History>(await history(id)).data;
    expect(pagination.total).toBe(4);
    expect(entries.map((e) => e.action)).toEqual([
      'product.delete',
      'product.stock',
      'product.update',
      'product.create',
    ]);
    const [deleted, stock, update, create] = entries;
    expect(create).toMatchObject({ actorName: 'Mario Manager', before: null });
    expect(create!.after).toMatchObject({ name: 'Wild Honey', price: 8.5, stock: 12 });
    expect(update!.before).toMatchObject({ price: 8.5 });
    expect(update!.after).toMatchObject({ price: 9.25 });
    expect([stock!.before!.stock, stock!.after!.stock]).toEqual([12, 10]);
    expect(deleted).toMatchObject({ actorName: 'Ada Admin', after: null });
  });

  it('a refused change writes no audit row', async () => {
    const { id } = body<{ product: Product }>(await post(t.app, '/api/products', form(), manager))
      .data.product;
    const refused = await patch(t.app, `/api/products/${id}/stock`, { adjust: -50 }, manager);
    expect(refused.statusCode).toBe(409);
    expect(body<History>(await history(id)).data.entries.map((e) => e.action)).toEqual([
      'product.create',
    ]);
  });

  it('a manager changes and reads the history of its own products only', async () => {
    const { id } = body<{ product: Product }>(await post(t.app, '/api/products', form(), manager))
      .data.product;
    const foreign = await put(t.app, `/api/products/${id}`, { price: '1.00' }, rival);
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).message).toBe('You can only change products you added');
    expect((await del(t.app, `/api/products/${id}`, rival)).statusCode).toBe(403);
    expect((await put(t.app, `/api/products/${id}`, { price: '2.00' }, admin)).statusCode).toBe(
      200,
    );
    expect((await history(id, manager)).statusCode).toBe(200);
    expect((await history(id, rival)).statusCode).toBe(403);
    expect((await get(t.app, '/api/audit', manager)).statusCode).toBe(403);
    const customer = (await registerCustomer(t.app)).token;
    expect((await history(id, customer)).statusCode).toBe(403);
    const all = body<History>(await get(t.app, '/api/audit?limit=1', admin)).data;
    expect(all.entries).toHaveLength(1);
    expect((await get(t.app, '/api/audit?entityType=planet', admin)).statusCode).toBe(400);
  });

  it('takes uploaded pictures by URL and refuses big pasted data: URLs', async () => {
    const upload = `/api/uploads/${randomUUID()}`;
    const ok = await post(t.app, '/api/products', form({ images: [upload] }), manager);
    expect(body<{ product: Product }>(ok).data.product.images).toEqual([upload]);
    const huge = `data:image/png;base64,${'A'.repeat(250_000)}`;
    const refused = await post(t.app, '/api/products', form({ images: [huge] }), manager);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors).toEqual([
      {
        field: 'images',
        message: 'Pictures over 200 KB must be uploaded as files, not pasted as data: URLs',
      },
    ]);
  });
});

describe.each(drivers)('low stock figures (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    for (const [name, stock] of [
      ['Ample', 50],
      ['Ten', 10],
      ['Nine', 9],
      ['Three', 3],
      ['None', 0],
    ] as const) {
      await insertProduct(t.app.db, { name, stock });
    }
    await insertProduct(t.app.db, { name: 'Hidden Low', stock: 1, visibility: 'hidden' });
  });

  it('lists products under 10 lowest first, with the count of all of them', async () => {
    const response = await get(t.app, '/api/products/low-stock?limit=2', admin);
    expect(response.statusCode).toBe(200);
    const { products, total } = body<{ products: Product[]; total: number }>(response).data;
    expect(products.map((p) => p.name)).toEqual(['None', 'Hidden Low']);
    expect(total).toBe(4);
    const customer = (await registerCustomer(t.app)).token;
    expect((await get(t.app, '/api/products/low-stock', customer)).statusCode).toBe(403);
  });

  it('counts the whole catalogue for staff with includeHidden=true', async () => {
    const staff = await get(t.app, '/api/products?includeHidden=true&limit=1', admin);
    expect(body<{ pagination: { total: number } }>(staff).data.pagination.total).toBe(6);
    const shopper = await get(t.app, '/api/products?limit=1');
    expect(body<{ pagination: { total: number } }>(shopper).data.pagination.total).toBe(5);
  });
});
