import { and, eq } from 'drizzle-orm';
import type { Category, Product } from '@grocery/shared-api';
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
import { insertProduct } from '../../test/catalog';
import { auditLog, products } from '../../db/schema';

describe.each(drivers)('category management (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });
  const create = async (payload: object) =>
    body<{ category: Category }>(await post(t.app, '/api/categories', payload, admin)).data
      .category;

  it('creates top-level and child categories with the spec messages', async () => {
    await get(t.app, '/api/categories/tree');
    const response = await post(
      t.app,
      '/api/categories',
      { name: 'Drinks', description: '', parentId: '' },
      admin,
    );
    expect(response.statusCode).toBe(201);
    const { message, data } = body<{ category: Category }>(response);
    expect(message).toBe('Category created successfully!');
    expect(data.category).toMatchObject({
      name: 'Drinks',
      description: null,
      parentId: null,
      isVisible: true,
    });
    const juice = await create({ name: 'Juice', parentId: data.category.id });
    expect(juice.parent).toEqual({ id: data.category.id, name: 'Drinks' });
    const tree = body<{ categories: Category[] }>(await get(t.app, '/api/categories/tree')).data
      .categories;
    expect(tree.find((c) => c.name === 'Drinks')!.children!.map((c) => c.name)).toEqual(['Juice']);
  });

  it('validates names and parents', async () => {
    const empty = await post(t.app, '/api/categories', {}, admin);
    expect(body(empty).errors).toEqual([{ field: 'name', message: 'Category name is required' }]);
    const short = await post(t.app, '/api/categories', { name: 'A' }, admin);
    expect(body(short).message).toBe('Category name must be at least 2 characters');
    const orphan = await post(
      t.app,
      '/api/categories',
      { name: 'Lost', parentId: '5d0c7a8e-1f2b-4c3d-8e9f-0a1b2c3d4e5f' },
      admin,
    );
    expect(orphan.statusCode).toBe(400);
    expect(body(orphan).message).toBe('Parent category not found');
    await create({ name: 'Snacks' });
    const twin = await post(t.app, '/api/categories', { name: 'snacks' }, admin);
    expect(twin.statusCode).toBe(409);
  });

  it('renames, hides and moves a category but never under itself', async () => {
    const fruit = await create({ name: 'Fruit' });
    const berries = await create({ name: 'Berries', parentId: fruit.id });
    await insertProduct(t.app.db, { name: 'Blackberries', categoryId: berries.id });
    const renamed = await put(t.app, `/api/categories/${fruit.id}`, { name: 'Fresh Fruit' }, admin);
    expect(body(renamed).message).toBe('Category updated successfully!');
    const search = await get(t.app, '/api/products?search=fresh%20blackberries');
    expect(body<{ products: Product[] }>(search).data.products.map((p) => p.name)).toEqual([
      'Blackberries',
    ]);
    const loop = await put(t.app, `/api/categories/${fruit.id}`, { parentId: berries.id }, admin);
    expect(loop.statusCode).toBe(400);
    expect(body(loop).message).toBe(
      'A category cannot be placed under itself or its subcategories',
    );
    await put(t.app, `/api/categories/${fruit.id}`, { isVisible: false }, admin);
    expect((await get(t.app, `/api/categories/${berries.id}`)).statusCode).toBe(404);
    expect(body<{ products: Product[] }>(await get(t.app, '/api/products')).data.products).toEqual(
      [],
    );
  });

  it('lists a top-level category with every level below it, through moves and deletes', async () => {
    const pantry = await create({ name: 'Pantry Shelf' });
    const baking = await create({ name: 'Baking', parentId: pantry.id });
    const flour = await create({ name: 'Flour', parentId: baking.id });
    const wholeGrain = await create({ name: 'Whole Grain', parentId: flour.id });
    const snacks = await create({ name: 'Snack Aisle' });
    const rye = await insertProduct(t.app.db, { name: 'Rye Flour', categoryId: wholeGrain.id });
    await insertProduct(t.app.db, { name: 'Baking Soda', categoryId: baking.id });
    await insertProduct(t.app.db, { name: 'Sea Salt', categoryId: pantry.id });
    const listed = async (categoryId: string) => {
      const response = await get(t.app, `/api/products?category=${categoryId}&sort=name`);
      return body<{ products: Product[] }>(response).data.products.map((p) => p.name);
    };
    expect(await listed(pantry.id)).toEqual(['Baking Soda', 'Rye Flour', 'Sea Salt']);

    await put(t.app, `/api/categories/${baking.id}`, { parentId: snacks.id }, admin);
    expect(await listed(pantry.id)).toEqual(['Sea Salt']);
    expect(await listed(snacks.id)).toEqual(['Baking Soda', 'Rye Flour']);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${snacks.id}`,
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('Move or delete its 1 subcategory first');
    expect(await listed(snacks.id)).toEqual(['Baking Soda', 'Rye Flour']);

    await put(t.app, `/api/products/${rye}`, { categoryId: pantry.id }, admin);
    expect(await listed(pantry.id)).toEqual(['Rye Flour', 'Sea Salt']);
    expect(await listed(baking.id)).toEqual(['Baking Soda']);
  });

  it('refuses to delete a category with products or subcategories, naming them; admins only', async () => {
    const home = await create({ name: 'Home' });
    const candles = await create({ name: 'Candles', parentId: home.id });
    const lamps = await create({ name: 'Lamps', parentId: home.id });
    await insertProduct(t.app.db, { name: 'Beeswax Candle', categoryId: home.id });
    const customer = (await registerCustomer(t.app)).token;
    const remove = (id: string, token = admin) =>
      t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: bearer(token) });
    expect((await remove(home.id, customer)).statusCode).toBe(403);
    const full = await remove(home.id);
    expect(full.statusCode).toBe(409);
    expect(body(full).message).toBe('Move or delete its 1 product and 2 subcategories first');
    expect((await get(t.app, `/api/categories/${candles.id}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${lamps.id}`,
      headers: bearer(admin),
    });
    await put(t.app, `/api/categories/${candles.id}`, { parentId: null }, admin);
    await t.database.db.delete(products).where(eq(products.categoryId, home.id));
    const response = await remove(home.id);
    expect(body(response)).toEqual({
      success: true,
      message: 'Category deleted successfully!',
      data: { id: home.id },
    });
    expect((await remove(home.id)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, home.id), eq(auditLog.action, 'category.delete')));
    expect(audit).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ name: 'Home' }), after: null }),
    ]);
  });

  it('treats names equal up to case, spaces and invisible characters as one', async () => {
    const dairy = await create({ name: 'Dairy Shelf' });
    for (const name of ['dairy shelf', '  DAIRY   Shelf ', 'Dairy\u200b Shelf']) {
      const twin = await post(t.app, '/api/categories', { name }, admin);
      expect(twin.statusCode).toBe(409);
      expect(body(twin).message).toBe('A category with this name already exists here');
    }
    expect(
      (await post(t.app, '/api/categories', { name: 'Dairy', parentId: dairy.id }, admin))
        .statusCode,
    ).toBe(201);
  });

  it('of eight creations of one name at once, one is made and the others are 409s', async () => {
    const names = ['Twin Aisle', 'twin aisle', 'TWIN AISLE', ' Twin  Aisle'];
    const answers = await Promise.all(
      [...names, ...names].map((name) => post(t.app, '/api/categories', { name }, admin)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
  });

  it('lists the newest first with sort=newest; by name otherwise', async () => {
    const zebra = await create({ name: 'Zz Newest Aisle' });
    const newest = body<{ categories: Category[] }>(
      await get(t.app, '/api/categories?sort=newest&limit=1&includeHidden=true', admin),
    ).data.categories;
    expect(newest.map((c) => c.id)).toEqual([zebra.id]);
    const byName = body<{ categories: Category[] }>(
      await get(t.app, '/api/categories?limit=100'),
    ).data.categories.map((c) => c.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
