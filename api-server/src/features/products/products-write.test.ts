import type { FastifyInstance } from 'fastify';
import type { Order, Product } from '@grocery/shared-api';
import {
  PASSWORD,
  bearer,
  body,
  get,
  initializeAdmin,
  login,
  post,
  put,
  registerCustomer,
  registerManager,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory } from '../../test/catalog';
import { orderPayload, placeOrder } from '../../test/checkout';

const patch = (app: FastifyInstance, url: string, payload: object, token: string) =>
  app.inject({ method: 'PATCH', url, payload, headers: bearer(token) });
const del = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });

describe.each(drivers)('product management (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let manager: string;
  let customer: string;
  let categoryId: string;
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Golden Honey',
    sku: `HONEY-${Math.floor(Math.random() * 1e6)}`,
    category: categoryId,
    description: 'Raw honey from wildflower meadows.',
    price: '8.50',
    discountPrice: '6.80',
    stock: '12',
    maxStock: '100',
    unit: 'g',
    weight: '500',
    tags: 'honey, raw, sweet',
    images: 'https://example.com/honey.png\nnot a url\n/images/products/honey-pot.svg',
    isActive: true,
    isVisible: true,
    manufacturer: 'Busy Bee',
    country: 'USA',
    nutritionInfo: { calories: 304, sugar: '82g' },
    ...overrides,
  });
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    customer = (await registerCustomer(t.app)).token;
    const registered = await registerManager(t.app);
    await put(
      t.app,
      `/api/auth/store-manager-requests/${registered.request.id}`,
      { action: 'approve' },
      admin,
    );
    manager = body<{ token: string }>(await login(t.app, registered.user.email, PASSWORD)).data
      .token;
    categoryId = await insertCategory(t.app.db, { name: 'Pantry' });
  });

  it('creates a product from the form, visible at once in the (cached) listing', async () => {
    expect(body<{ products: Product[] }>(await get(t.app, '/api/products')).data.products).toEqual(
      [],
    );
    const response = await post(t.app, '/api/products', form({ sku: 'HONEY-001' }), admin);
    expect(response.statusCode).toBe(201);
    const { message, data } = body<{ product: Product }>(response);
    expect(message).toBe('Product created successfully!');
    expect(data.product).toMatchObject({
      name: 'Golden Honey',
      sku: 'HONEY-001',
      price: 8.5,
      discount: 20,
      discountPrice: 6.8,
      stock: 12,
      unit: 'g',
      weight: 500,
      tags: ['honey', 'raw', 'sweet'],
      countryOfOrigin: 'USA',
      images: ['https://example.com/honey.png', '/images/products/honey-pot.svg'],
      category: { id: categoryId, name: 'Pantry' },
      status: 'active',
      visibility: 'visible',
    });
    const listed = body<{ products: Product[] }>(await get(t.app, '/api/products')).data.products;
    expect(listed.map((p) => p.sku)).toEqual(['HONEY-001']);
  });

  it("answers the spec's messages for an empty or bad form", async () => {
    const empty = await post(t.app, '/api/products', {}, admin);
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Product name is required' },
        { field: 'sku', message: 'SKU is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'categoryId', message: 'Category is required' },
        { field: 'stock', message: 'Stock quantity is required' },
        { field: 'unit', message: 'Unit is required' },
      ]),
    );
    const bad = await post(
      t.app,
      '/api/products',
      form({
        sku: 'abc',
        barcode: '12',
        tags: 'a;b',
        price: '0',
        stock: '-1',
        discountPrice: '9',
      }),
      admin,
    );
    expect(body(bad).errors).toEqual(
      expect.arrayContaining([
        { field: 'sku', message: 'SKU must be 3-20 uppercase letters/numbers/hyphens' },
        { field: 'barcode', message: 'Barcode must be 8-14 digits' },
        { field: 'tags', message: 'Tags must be comma-separated strings' },
        { field: 'price', message: 'Price must be greater than 0' },
        { field: 'stock', message: 'Stock cannot be negative' },
      ]),
    );
    const missing = await post(
      t.app,
      '/api/products',
      form({ category: '0b7e1c1e-5a4f-4f65-9b5e-0c2d3e4f5a6b' }),
      admin,
    );
    expect(body(missing)).toMatchObject({ message: 'Category not found' });
    const taken = await post(t.app, '/api/products', form({ sku: 'HONEY-001' }), admin);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).message).toBe('A product with this SKU already exists');
  });

  it('keeps the sale price the manager typed, to the cent, and sells at it', async () => {
    const made = body<{ product: Product }>(
      await post(t.app, '/api/products', form({ price: '100.01', discountPrice: '50.00' }), admin),
    ).data.product;
    expect(made).toMatchObject({ price: 100.01, discountPrice: 50, discount: 50 });
    const read = body<{ product: Product }>(await get(t.app, `/api/products/${made.id}`)).data;
    expect(read.product).toMatchObject({ price: 100.01, discountPrice: 50 });
    const placed = await placeOrder(
      t.app,
      customer,
      orderPayload([{ productId: made.id, quantity: 1 }]),
    );
    expect(body<{ order: Order }>(placed).data.order).toMatchObject({
      totalAmount: 100.01,
      discountAmount: 50.01,
      finalAmount: 50,
    });

    // A new price keeps the sale price; one at or below it is refused.
    const repriced = await put(t.app, `/api/products/${made.id}`, { price: 120 }, admin);
    expect(body<{ product: Product }>(repriced).data.product).toMatchObject({
      price: 120,
      discountPrice: 50,
      discount: 58.33,
    });
    const below = await put(t.app, `/api/products/${made.id}`, { price: 50 }, admin);
    expect(below.statusCode).toBe(400);
    expect(body(below).errors).toEqual([
      { field: 'discountPrice', message: 'Discount price must be less than the price' },
    ]);
    // The spec's percent becomes a sale price once; 0 ends the sale.
    const percent = await put(t.app, `/api/products/${made.id}`, { discount: 25 }, admin);
    expect(body<{ product: Product }>(percent).data.product).toMatchObject({
      discountPrice: 90,
      discount: 25,
    });
    const ended = await put(t.app, `/api/products/${made.id}`, { discount: 0 }, admin);
    expect(body<{ product: Product }>(ended).data.product).toMatchObject({
      discountPrice: null,
      discount: 0,
    });
  });

  it('refuses guests and customers', async () => {
    expect((await post(t.app, '/api/products', form())).statusCode).toBe(401);
    expect((await post(t.app, '/api/products', form(), customer)).statusCode).toBe(403);
  });

  it('lets a store manager manage only the products it added', async () => {
    const own = body<{ product: Product }>(await post(t.app, '/api/products', form(), manager)).data
      .product;
    const updated = await put(
      t.app,
      `/api/products/${own.id}`,
      { price: 9.99, discount: 0 },
      manager,
    );
    expect(body<{ product: Product }>(updated).data.product).toMatchObject({
      price: 9.99,
      discountPrice: null,
    });
    const adminMade = body<{ product: Product }>(await post(t.app, '/api/products', form(), admin))
      .data.product;
    const refused = await put(t.app, `/api/products/${adminMade.id}`, { price: 1 }, manager);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('You can only change products you added');
    expect((await del(t.app, `/api/products/${adminMade.id}`, manager)).statusCode).toBe(403);
    expect((await del(t.app, `/api/products/${own.id}`, manager)).statusCode).toBe(200);
  });

  it('sets stock, and deletes with the spec message', async () => {
    const made = body<{ product: Product }>(await post(t.app, '/api/products', form(), admin)).data
      .product;
    const stocked = await patch(t.app, `/api/products/${made.id}/stock`, { stock: 3 }, admin);
    expect(body<{ product: Product }>(stocked).data.product.stock).toBe(3);
    expect(
      (await patch(t.app, `/api/products/${made.id}/stock`, { stock: -2 }, admin)).statusCode,
    ).toBe(400);
    const deleted = await del(t.app, `/api/products/${made.id}`, admin);
    expect(body(deleted)).toEqual({
      success: true,
      message: 'Product deleted successfully!',
      data: { id: made.id },
    });
    expect((await get(t.app, `/api/products/${made.id}`)).statusCode).toBe(404);
    expect((await del(t.app, `/api/products/${made.id}`, admin)).statusCode).toBe(404);
  });

  it('counts a weighed product in its weight unit: unit follows it, a different one is refused', async () => {
    const weighed = { soldBy: 'weight', weightUnit: 'kg', stock: '12.5', weight: '' };
    const made = await post(t.app, '/api/products', form({ ...weighed, unit: undefined }), admin);
    expect(made.statusCode).toBe(201);
    const cheese = body<{ product: Product }>(made).data.product;
    expect(cheese).toMatchObject({ soldBy: 'weight', weightUnit: 'kg', unit: 'kg' });

    const contradicted = await post(
      t.app,
      '/api/products',
      form({ ...weighed, unit: 'piece' }),
      admin,
    );
    expect(contradicted.statusCode).toBe(400);
    expect(body(contradicted).errors).toEqual([
      {
        field: 'unit',
        message: 'A product sold by weight is counted in its weight unit (kg or lb)',
      },
    ]);
    const url = `/api/products/${cheese.id}`;
    const onlyUnit = await put(t.app, url, { unit: 'box' }, admin);
    expect(onlyUnit.statusCode).toBe(400);
    expect(body(onlyUnit).errors).toEqual([
      {
        field: 'unit',
        message: 'A product sold by weight is counted in its weight unit (kg or lb)',
      },
    ]);
    const inPounds = await put(t.app, url, { weightUnit: 'lb' }, admin);
    expect(body<{ product: Product }>(inPounds).data.product).toMatchObject({
      weightUnit: 'lb',
      unit: 'lb',
    });
    const byThePiece = await put(t.app, url, { soldBy: 'unit', unit: 'pack', stock: 12 }, admin);
    expect(body<{ product: Product }>(byThePiece).data.product).toMatchObject({
      soldBy: 'unit',
      weightUnit: null,
      unit: 'pack',
    });
  });
});
