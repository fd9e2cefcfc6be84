import type { Category, Pagination } from '@grocery/shared-api';
import { body, get, initializeAdmin } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { type SmallCatalog, smallCatalog } from '../../test/catalog';

type Page = { categories: Category[]; pagination: Pagination };

describe.each(drivers)('GET /api/categories (%s)', (driver) => {
  const t = useTestApp(driver);
  let store: SmallCatalog;
  let adminToken: string;
  beforeAll(async () => {
    store = await smallCatalog(t.app.db);
    adminToken = (await initializeAdmin(t.app)).token;
  });

  async function list(query = '', token?: string) {
    const response = await get(t.app, `/api/categories${query}`, token);
    expect(response.statusCode).toBe(200);
    return body<Page>(response).data;
  }

  it('lists visible categories by name with product counts that include subcategories', async () => {
    const page = await list();
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(page.categories.map((c) => [c.name, c.productCount])).toEqual([
      ['Apples', 2],
      ['Berries', 2],
      ['Dairy', 1],
      ['Fruits', 5],
    ]);
    expect(page.categories[0]).toMatchObject({
      id: store.apples,
      description: null,
      parentId: store.fruits,
      parent: { id: store.fruits, name: 'Fruits' },
      isVisible: true,
    });
    expect(page.categories[3]).toMatchObject({
      parentId: null,
      parent: null,
      description: 'Fresh fruit',
    });
  });

  it("pages, and filters top-level categories or one parent's children", async () => {
    const second = await list('?limit=3&page=2');
    expect(second.categories.map((c) => c.name)).toEqual(['Fruits']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect((await list('?page=5')).categories).toEqual([]);
    expect((await list('?root=true')).categories.map((c) => c.name)).toEqual(['Dairy', 'Fruits']);
    expect((await list(`?parentId=${store.fruits}`)).categories.map((c) => c.name)).toEqual([
      'Apples',
      'Berries',
    ]);
  });

  it('shows hidden categories and every product in the counts to an admin who asks', async () => {
    const page = await list('?includeHidden=true&limit=100', adminToken);
    expect(page.categories.map((c) => [c.name, c.productCount])).toEqual([
      ['Apples', 2],
      ['Berries', 2],
      ['Dairy', 4],
      ['Fruits', 5],
      ['Secret Sauces', 1],
      ['Secret Stash', 1],
    ]);
    expect((await list('?includeHidden=true')).pagination.total).toBe(4);
  });

  it('answers the tree with nested children', async () => {
    const response = await get(t.app, '/api/categories/tree');
    const tree = body<{ categories: Category[] }>(response).data.categories;
    expect(tree.map((c) => c.name)).toEqual(['Dairy', 'Fruits']);
    const fruits = tree[1]!;
    expect(fruits.productCount).toBe(5);
    expect(fruits.children!.map((c) => [c.name, c.productCount, c.children])).toEqual([
      ['Apples', 2, []],
      ['Berries', 2, []],
    ]);
    const all = await get(t.app, '/api/categories/tree?includeHidden=true', adminToken);
    const secret = body<{ categories: Category[] }>(all).data.categories.find(
      (c) => c.name === 'Secret Stash',
    )!;
    expect(secret.children!.map((c) => c.name)).toEqual(['Secret Sauces']);
  });

  it('answers one category with its children, 404 when missing or hidden', async () => {
    const response = await get(t.app, `/api/categories/${store.fruits}`);
    expect(response.statusCode).toBe(200);
    const { category } = body<{ category: Category }>(response).data;
    expect(category).toMatchObject({ id: store.fruits, name: 'Fruits', productCount: 5 });
    expect(category.children!.map((c) => c.name)).toEqual(['Apples', 'Berries']);
    for (const id of [store.secret, store.secretSub, '2b6f1d2c-8c1e-4d8e-9f7a-3c2b1a0f9e8d']) {
      const missing = await get(t.app, `/api/categories/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(body(missing)).toEqual({ success: false, message: 'Category not found' });
    }
    const hidden = await get(
      t.app,
      `/api/categories/${store.secret}?includeHidden=true`,
      adminToken,
    );
    expect(hidden.statusCode).toBe(200);
  });
});
