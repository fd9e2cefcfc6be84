import type { Pagination, Product } from '@grocery/shared-api';
import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { type SmallCatalog, smallCatalog } from '../../test/catalog';

type Page = { products: Product[]; pagination: Pagination };

/** Every field of shared-api's Product, no more: the database writes the documents. */
const PRODUCT_KEYS = [
  'addedBy',
  'barcode',
  'category',
  'categoryId',
  'countryOfOrigin',
  'createdAt',
  'description',
  'discount',
  'discountEndDate',
  'discountPrice',
  'discountStartDate',
  'expiryDate',
  'id',
  'image',
  'images',
  'isActive',
  'isFeatured',
  'isVisible',
  'manufacturer',
  'maxStock',
  'minQuantity',
  'minStock',
  'name',
  'nutritionInfo',
  'price',
  'quantityStep',
  'sku',
  'soldBy',
  'specifications',
  'status',
  'stock',
  'tags',
  'unit',
  'updatedAt',
  'visibility',
  'weight',
  'weightUnit',
];

describe.each(drivers)('GET /api/products listing (%s)', (driver) => {
  const t = useTestApp(driver);
  let store: SmallCatalog;
  beforeAll(async () => {
    store = await smallCatalog(t.app.db);
  });

  async function list(query = '') {
    const response = await get(t.app, `/api/products${query}`);
    expect(response.statusCode).toBe(200);
    return body<Page>(response).data;
  }
  const names = (page: Page) => page.products.map((p) => p.name);

  it('lists what a shopper may buy, newest first, with pagination', async () => {
    const page = await list();
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 7, totalPages: 1 });
    expect(names(page).sort()).toEqual([
      'Blueberries',
      'Dark Chocolate',
      'Granny Smith Apple',
      'Honeycrisp Apple',
      'Organic Bananas',
      'Strawberries',
      'Whole Milk',
    ]);
    expect(names(page)[0]).toBe('Dark Chocolate');
  });

  it('answers each product in the shared shape, money in dollars', async () => {
    const { products } = await list();
    const apple = products.find((p) => p.name === 'Honeycrisp Apple')!;
    expect(apple).toMatchObject({
      id: store.product.honeycrisp,
      price: 3,
      discount: 0,
      discountPrice: null,
      stock: 50,
      unit: 'kg',
      weight: 1,
      status: 'active',
      visibility: 'visible',
      isActive: true,
      isVisible: true,
      isFeatured: true,
      categoryId: store.apples,
      category: { id: store.apples, name: 'Apples' },
      tags: ['fruit', 'apple'],
      images: ['/images/products/red-apple.svg', '/images/products/green-apple.svg'],
      image: '/images/products/red-apple.svg',
      manufacturer: 'Orchard Valley',
    });
    expect(new Date(apple.createdAt).toISOString()).toBe(apple.createdAt);
    expect(new Date(apple.updatedAt).toISOString()).toBe(apple.updatedAt);
    expect(Object.keys(apple).sort()).toEqual(PRODUCT_KEYS);
    const one = await get(t.app, `/api/products/${apple.id}`);
    expect(body<{ product: Product }>(one).data.product).toEqual(apple);
    const chocolate = products.find((p) => p.name === 'Dark Chocolate')!;
    expect(chocolate).toMatchObject({ category: null, categoryId: null, images: [], image: null });
  });

  it('prices a discount only while it runs', async () => {
    const { products } = await list();
    const byName = Object.fromEntries(products.map((p) => [p.name, p]));
    expect(byName['Organic Bananas']).toMatchObject({ price: 1, discount: 10, discountPrice: 0.9 });
    expect(byName.Blueberries).toMatchObject({ price: 5, discount: 50, discountPrice: 2.5 });
    expect(byName.Strawberries).toMatchObject({ price: 4, discount: 20, discountPrice: null });
  });

  it('includes the subcategories of a parent category', async () => {
    const page = await list(`?category=${store.fruits}`);
    expect(names(page).sort()).toEqual([
      'Blueberries',
      'Granny Smith Apple',
      'Honeycrisp Apple',
      'Organic Bananas',
      'Strawberries',
    ]);
    expect(names(await list(`?category=${store.apples}`)).sort()).toEqual([
      'Granny Smith Apple',
      'Honeycrisp Apple',
    ]);
  });

  it('pages a parent category in the same order as the whole shop, in every sort', async () => {
    const fruitIds = new Set([store.fruits, store.apples, store.berries]);
    for (const order of ['', '&sort=name', '&sort=price', '&sort=stock', '&sort=createdAt']) {
      for (const direction of ['&order=asc', '&order=desc']) {
        const shop = await list(`?limit=100${order}${direction}`);
        const expected = shop.products.filter((p) => fruitIds.has(p.categoryId!)).map((p) => p.id);
        const paged: string[] = [];
        for (let page = 1; page <= 6; page += 1) {
          const { products } = await list(
            `?category=${store.fruits}&limit=1&page=${page}${order}${direction}`,
          );
          paged.push(...products.map((p) => p.id));
        }
        expect({ order, direction, ids: paged }).toEqual({ order, direction, ids: expected });
      }
    }
  });

  it('serves one category at /products/category/:id, 404 when it is unknown', async () => {
    const response = await get(t.app, `/api/products/category/${store.berries}?sort=name`);
    expect(names(body<Page>(response).data)).toEqual(['Blueberries', 'Strawberries']);
    const missing = await get(t.app, '/api/products/category/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toEqual({ success: false, message: 'Category not found' });
  });

  it('filters featured products and products on sale', async () => {
    expect(names(await list('?featured=true'))).toEqual(['Honeycrisp Apple']);
    expect(names(await list('?sale=true&sort=name'))).toEqual(['Blueberries', 'Organic Bananas']);
    expect(names(await list('?lowStock=true&sort=stock'))).toEqual([
      'Blueberries',
      'Granny Smith Apple',
      'Dark Chocolate',
    ]);
  });

  it('sorts by the price paid today, both ways', async () => {
    const ascending = [
      'Organic Bananas',
      'Granny Smith Apple',
      'Blueberries',
      'Dark Chocolate',
      'Honeycrisp Apple',
      'Whole Milk',
      'Strawberries',
    ];
    expect(names(await list('?sort=price'))).toEqual(ascending);
    expect(names(await list('?sort=price&order=desc'))).toEqual([...ascending].reverse());
  });

  it('sorts by name and by stock, both ways', async () => {
    const byName = [
      'Blueberries',
      'Dark Chocolate',
      'Granny Smith Apple',
      'Honeycrisp Apple',
      'Organic Bananas',
      'Strawberries',
      'Whole Milk',
    ];
    expect(names(await list('?sort=name&order=asc'))).toEqual(byName);
    expect(names(await list('?sort=name&order=desc'))).toEqual([...byName].reverse());
    const stocks = (await list('?sort=stock&order=desc')).products.map((p) => p.stock);
    expect(stocks).toEqual([100, 50, 30, 20, 8, 5, 0]);
  });

  it('pages to the last page and beyond it', async () => {
    const last = await list('?sort=name&limit=3&page=3');
    expect(names(last)).toEqual(['Whole Milk']);
    expect(last.pagination).toEqual({ page: 3, limit: 3, total: 7, totalPages: 3 });
    const beyond = await list('?sort=name&limit=3&page=9');
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 3, total: 7, totalPages: 3 });
  });

  it('clamps the page size to 1..100 and the page to at least 1', async () => {
    expect((await list('?limit=0')).pagination).toMatchObject({ limit: 1, totalPages: 7 });
    expect((await list('?limit=100000')).pagination).toMatchObject({ limit: 100, totalPages: 1 });
    expect((await list('?page=-4')).pagination.page).toBe(1);
  });
});
