import type { Product } from '@grocery/shared-api';
import { BAD_TEXT } from '../../plugins/zod';
import { body, customerPayload, get, initializeAdmin, post } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory } from '../../test/catalog';

describe.each(drivers)('bad input is a 400 naming the field (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: string;
  let categoryId: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    categoryId = await insertCategory(t.database.db, { name: 'Rules Aisle' });
  });
  const product = (overrides: Record<string, unknown>) => ({
    name: 'Steel-cut Oats',
    sku: `RULE-${Math.floor(Math.random() * 1e9)}`,
    description: 'Coarse oats that keep their bite.',
    categoryId,
    price: 4.25,
    stock: 8,
    unit: 'kg',
    ...overrides,
  });
  const createProduct = (overrides: Record<string, unknown>) =>
    post(t.app, '/api/products', product(overrides), admin);
  const refused = async (
    response: ReturnType<typeof createProduct>,
    field: string,
    message: string,
  ) => {
    const answer = await response;
    expect(answer.statusCode).toBe(400);
    expect(body(answer).errors).toEqual([{ field, message }]);
  };

  it('refuses NUL and lone surrogates in any stored text, map keys included', async () => {
    await refused(createProduct({ name: 'Oat\u0000s' }), 'name', BAD_TEXT);
    await refused(createProduct({ manufacturer: '\uD800ACME' }), 'manufacturer', BAD_TEXT);
    await refused(
      createProduct({ specifications: { 'Ori\u0000gin': 'Scotland' } }),
      'specifications',
      BAD_TEXT,
    );
    await refused(
      createProduct({ nutritionInfo: { fat: '7g\u0000' } }),
      'nutritionInfo.fat',
      BAD_TEXT,
    );
    await refused(
      createProduct({ images: ['https://example.com/a.png', 'b\uDC00'] }),
      'images.1',
      BAD_TEXT,
    );
    await refused(
      post(t.app, '/api/categories', { name: 'Bakery', description: 'Bread\u0000' }, admin),
      'description',
      BAD_TEXT,
    );
    await refused(
      post(t.app, '/api/auth/register', customerPayload({ firstName: 'Ca\u0000rla' })),
      'firstName',
      BAD_TEXT,
    );
    const search = await get(t.app, '/api/products?search=%00');
    expect(search.statusCode).toBe(400);
    expect(body(search).errors).toEqual([{ field: 'search', message: BAD_TEXT }]);
  });

  it('refuses dates that match the pattern but name no day', async () => {
    for (const date of ['2026-02-30', '2026-13-45', '0000-00-00', '2025-02-29']) {
      for (const field of ['discountStartDate', 'discountEndDate', 'expiryDate']) {
        await refused(createProduct({ [field]: date }), field, 'Please enter a real calendar date');
      }
    }
    expect((await createProduct({ expiryDate: '2028-02-29' })).statusCode).toBe(201);
  });

  it('refuses stock values past the integer column', async () => {
    const message = 'Stock values must be at most 2147483647';
    await refused(createProduct({ stock: 2 ** 31 }), 'stock', message);
    await refused(createProduct({ minStock: 2 ** 31 }), 'minStock', message);
    await refused(createProduct({ maxStock: 2 ** 31 }), 'maxStock', message);
    expect((await createProduct({ stock: 2 ** 31 - 1 })).statusCode).toBe(201);
  });

  it('takes numbers as numbers: plain decimal text yes, booleans, lists, hex and null no', async () => {
    await refused(createProduct({ price: true }), 'price', 'Price is required');
    await refused(createProduct({ price: [1] }), 'price', 'Price is required');
    await refused(createProduct({ price: '0x10' }), 'price', 'Price is required');
    await refused(createProduct({ price: '1e3' }), 'price', 'Price is required');
    await refused(createProduct({ stock: null }), 'stock', 'Stock quantity is required');
    const created = await createProduct({ price: '12.50', stock: '7' });
    expect(created.statusCode).toBe(201);
    expect(body<{ product: Product }>(created).data.product).toMatchObject({
      price: 12.5,
      stock: 7,
    });
  });

  it('keeps specifications a map of text', async () => {
    await refused(
      createProduct({ specifications: { origin: { country: 'Scotland' } } }),
      'specifications.origin',
      'Specifications must be names with text values',
    );
    await refused(
      createProduct({ specifications: ['Scotland'] }),
      'specifications',
      'Specifications must be names with text values',
    );
    const created = await createProduct({ specifications: { Origin: 'Scotland' } });
    expect(body<{ product: Product }>(created).data.product.specifications).toEqual({
      Origin: 'Scotland',
    });
  });

  it('refuses names made only of invisible characters, and ignores them in duplicate checks', async () => {
    await refused(
      createProduct({ name: '\u200B\u200D\uFEFF' }),
      'name',
      'Product name is required',
    );
    await refused(
      post(t.app, '/api/categories', { name: '\u200B \u2060' }, admin),
      'name',
      'Category name is required',
    );
    expect((await post(t.app, '/api/categories', { name: 'Dairy' }, admin)).statusCode).toBe(201);
    const twin = await post(t.app, '/api/categories', { name: 'Da\u200Biry\u200B' }, admin);
    expect(twin.statusCode).toBe(409);
    const emoji = await createProduct({
      name: 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Pack',
    });
    expect(body<{ product: Product }>(emoji).data.product.name).toBe(
      'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Pack',
    );
  });
});
