import { eq } from 'drizzle-orm';
import type { Category, StoreRequest } from '@grocery/shared-api';
import { auditLog, categories, requests } from '../../db/schema';
import { body, get, initializeAdmin, post, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/catalog';
import { approvedManager, decide, requestOf } from '../../test/requests';

const ASK = '/api/requests/category';

describe.each(drivers)('category requests (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin = '';
  let manager = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    manager = (await approvedManager(t.app, admin)).token;
  });
  const ask = async (payload: object, token = manager) => post(t.app, ASK, payload, token);
  const categoryNamed = async (name: string) =>
    t.database.db.select().from(categories).where(eq(categories.name, name));
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(requests).where(eq(requests.id, id)))[0]!.status;

  it('needs a type and a name, with the spec texts; store managers only', async () => {
    const empty = await ask({ requestData: {} });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors).toEqual([
      { field: 'type', message: 'Request type is required' },
      { field: 'requestData.name', message: 'Category name is required' },
    ]);
    const customer = (await registerCustomer(t.app)).token;
    const payload = { type: 'category_add_request', requestData: { name: 'Spices' } };
    expect((await ask(payload, customer)).statusCode).toBe(403);
    expect((await ask(payload, admin)).statusCode).toBe(403);
  });

  it('an approved add request creates the category, audited; rejection keeps the reason', async () => {
    const created = await ask({
      type: 'category_add_request',
      requestData: { name: 'Spices', description: 'Dried herbs', isVisible: true },
    });
    expect(created.statusCode).toBe(201);
    expect(body(created).message).toBe(
      'Category request submitted! An administrator will review it.',
    );
    const { id } = requestOf(created);
    const twice = await ask({ type: 'category_add_request', requestData: { name: 'spices ' } });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe('You already have a pending request for this category');
    const approved = await decide(t.app, id, 'approve', admin);
    expect(approved.statusCode).toBe(200);
    const [row] = await categoryNamed('Spices');
    expect(row).toMatchObject({ description: 'Dried herbs', parentId: null, isVisible: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'category.create',
        before: null,
        after: expect.objectContaining({ name: 'Spices' }),
      }),
    ]);
    const listed = body<{ categories: Category[] }>(
      await get(t.app, '/api/categories?limit=100', manager),
    ).data.categories;
    expect(listed.map((c) => c.name)).toContain('Spices');

    const other = requestOf(
      await ask({ type: 'category_add_request', requestData: { name: 'Candy' } }),
    );
    const rejected = await decide(t.app, other.id, 'reject', admin, { reason: 'Not our range' });
    expect(requestOf(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not our range',
    });
    expect(await categoryNamed('Candy')).toEqual([]);
    const mine = body<{ requests: StoreRequest[] }>(
      await get(t.app, '/api/requests/my-requests', manager),
    ).data.requests;
    expect(mine.find((r) => r.id === other.id)?.rejectionReason).toBe('Not our range');
  });

  it('a refused approval changes nothing: the request stays pending, no category is made', async () => {
    const { id } = requestOf(
      await ask({ type: 'category_add_request', requestData: { name: 'Tea Corner' } }),
    );
    await insertCategory(t.app.db, { name: 'TEA corner' });
    const refused = await decide(t.app, id, 'approve', admin);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('A category with this name already exists here');
    expect(await statusOf(id)).toBe('pending');
    expect(await categoryNamed('Tea Corner')).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toEqual([]);
  });

  it('an update request snapshots the category itself and refuses when it changed since', async () => {
    const coffee = await insertCategory(t.app.db, { name: 'Coffee', description: 'Beans' });
    const created = await ask({
      type: 'category_update_request',
      requestData: {
        categoryId: coffee,
        name: 'Coffee & Cocoa',
        description: 'Beans and powder',
        originalCategory: { id: coffee, name: 'Forged' },
      },
    });
    expect(created.statusCode).toBe(201);
    const request = requestOf(created);
    expect(request.requestData.originalCategory).toEqual({
      id: coffee,
      name: 'Coffee',
      parentId: null,
      description: 'Beans',
      isVisible: true,
    });
    const again = await ask({
      type: 'category_delete_request',
      requestData: { categoryId: coffee, name: 'Coffee' },
    });
    expect(again.statusCode).toBe(409);
    await put(t.app, `/api/categories/${coffee}`, { description: 'Roasted beans' }, admin);
    const stale = await decide(t.app, request.id, 'approve', admin);
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toMatch(/^The category "Coffee" has changed since/);
    expect(await statusOf(request.id)).toBe('pending');
    await decide(t.app, request.id, 'reject', admin);

    const fresh = requestOf(
      await ask({
        type: 'category_update_request',
        requestData: { categoryId: coffee, name: 'Coffee & Cocoa', description: null },
      }),
    );
    expect((await decide(t.app, fresh.id, 'approve', admin)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, coffee));
    expect(row).toMatchObject({ name: 'Coffee & Cocoa', description: null });
  });

  it("names the category the spec's way, requestData.originalCategory.id, for update and delete", async () => {
    const tea = await insertCategory(t.app.db, { name: 'Loose Tea' });
    const update = await ask({
      type: 'category_update_request',
      requestData: { name: 'Loose Leaf Tea', originalCategory: { id: tea, name: 'Loose Tea' } },
    });
    expect(update.statusCode).toBe(201);
    expect(requestOf(update).requestData).toMatchObject({
      categoryId: tea,
      name: 'Loose Leaf Tea',
    });
    expect((await decide(t.app, requestOf(update).id, 'approve', admin)).statusCode).toBe(200);
    expect(await categoryNamed('Loose Leaf Tea')).toHaveLength(1);

    const removal = await ask({
      type: 'category_delete_request',
      requestData: { name: 'Loose Leaf Tea', originalCategory: { id: tea } },
    });
    expect(removal.statusCode).toBe(201);
    expect((await decide(t.app, requestOf(removal).id, 'approve', admin)).statusCode).toBe(200);
    expect(await categoryNamed('Loose Leaf Tea')).toEqual([]);

    const unnamed = await ask({ type: 'category_delete_request', requestData: { name: 'Tea' } });
    expect(unnamed.statusCode).toBe(400);
    expect(body(unnamed).errors).toEqual([
      { field: 'requestData.categoryId', message: 'Choose the category this request is about' },
    ]);
  });

  it('a delete request is refused while the category holds products, applied once empty', async () => {
    const bakery = await insertCategory(t.app.db, { name: 'Bakery Corner' });
    const bread = await insertProduct(t.app.db, { name: 'Rye Bread', categoryId: bakery });
    const { id } = requestOf(
      await ask({
        type: 'category_delete_request',
        requestData: { categoryId: bakery, name: 'Bakery Corner' },
      }),
    );
    const full = await decide(t.app, id, 'approve', admin);
    expect(full.statusCode).toBe(409);
    expect(body(full).message).toBe('Move or delete its 1 product first');
    expect(await statusOf(id)).toBe('pending');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${bread}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect((await decide(t.app, id, 'approve', admin)).statusCode).toBe(200);
    expect(await categoryNamed('Bakery Corner')).toEqual([]);
  });

  it('a request about a category that vanished is refused with a clear message', async () => {
    const gone = await insertCategory(t.app.db, { name: 'Seasonal' });
    const { id } = requestOf(
      await ask({
        type: 'category_update_request',
        requestData: { categoryId: gone, name: 'Seasonal Picks' },
      }),
    );
    await t.database.db.delete(categories).where(eq(categories.id, gone));
    const refused = await decide(t.app, id, 'approve', admin);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(
      'The category "Seasonal" no longer exists. Reject this request instead.',
    );
    const missing = await ask({
      type: 'category_delete_request',
      requestData: { categoryId: gone, name: 'Seasonal' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an update that would make a loop is refused at approval', async () => {
    const top = await insertCategory(t.app.db, { name: 'Frozen' });
    const child = await insertCategory(t.app.db, { name: 'Ice Cream', parentId: top });
    const { id } = requestOf(
      await ask({
        type: 'category_update_request',
        requestData: { categoryId: top, name: 'Frozen', parentId: child },
      }),
    );
    const refused = await decide(t.app, id, 'approve', admin);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(
      'A category cannot be placed under itself or its subcategories',
    );
    expect(await statusOf(id)).toBe('pending');
  });
});
