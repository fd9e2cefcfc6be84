import { firstMessages } from '../test/issues';
import { categoryCreateSchema, productListQuerySchema } from './catalog';
import { productCreateSchema, productUpdateSchema, skuFromName } from './product';

describe('product listing query', () => {
  test('fills defaults and clamps page sizes instead of refusing them', () => {
    expect(productListQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: 20,
      featured: false,
      sale: false,
    });
    expect(productListQuerySchema.parse({ limit: '0', page: '-3' })).toMatchObject({
      limit: 1,
      page: 1,
    });
    expect(productListQuerySchema.parse({ limit: 100000 })).toMatchObject({ limit: 100 });
  });

  test('takes the search from search, q or query', () => {
    expect(productListQuerySchema.parse({ q: ' apples ' }).search).toBe('apples');
    expect(productListQuerySchema.parse({ query: 'milk' }).search).toBe('milk');
    expect(productListQuerySchema.parse({ search: '', q: 'tea' }).search).toBe('tea');
  });

  test('refuses text where numbers, flags, sorts and ids belong', () => {
    expect(
      firstMessages(productListQuerySchema, {
        page: 'two',
        sort: 'colour',
        order: 'up',
        featured: 'maybe',
        category: 'fruit',
      }),
    ).toEqual({
      page: 'Page must be a whole number',
      sort: 'Sort must be one of: name, price, stock, createdAt',
      order: 'Order must be asc or desc',
      featured: 'featured must be true or false',
      category: 'Invalid category id',
    });
  });
});

describe('product form', () => {
  const valid = {
    name: 'Golden Honey',
    sku: 'GOLDENHO',
    description: 'Raw wildflower honey.',
    category: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    price: '8.50',
    stock: '3',
    unit: 'g',
  };

  test('auto-fills a SKU from the name the way the form does', () => {
    expect(skuFromName('Golden Honey!')).toBe('GOLDENHO');
    expect(skuFromName('Tea')).toBe('TEAXXXXX');
  });

  test('maps the form fields and cleans lists', () => {
    const data = productCreateSchema.parse({
      ...valid,
      isActive: false,
      isVisible: true,
      country: 'Chile',
      tags: 'honey, raw, honey',
      images: 'https://x.test/a.png\njunk\nhttps://x.test/a.png\ndata:image/png;base64,AAAA',
    }) as Record<string, unknown>;
    expect(data).toMatchObject({
      categoryId: valid.category,
      price: 8.5,
      stock: 3,
      status: 'inactive',
      visibility: 'visible',
      countryOfOrigin: 'Chile',
      tags: ['honey', 'raw'],
      images: ['https://x.test/a.png', 'data:image/png;base64,AAAA'],
    });
  });

  test("speaks the spec's messages", () => {
    expect(
      firstMessages(productCreateSchema, {
        ...valid,
        name: 'A',
        price: '0',
        weight: '-1',
        discountPrice: '-2',
      }),
    ).toEqual({
      name: 'Product name must be at least 2 characters',
      price: 'Price must be greater than 0',
      weight: 'Weight cannot be negative',
      discountPrice: 'Discount price cannot be negative',
    });
    expect(firstMessages(productCreateSchema, { ...valid, discountPrice: '9' })).toEqual({
      discountPrice: 'Discount price must be less than the price',
    });
    expect(firstMessages(productUpdateSchema, { stock: 1.5 })).toEqual({
      stock: 'Stock values must be whole numbers',
    });
    expect(firstMessages(productUpdateSchema, {})).toEqual({});
  });
});

describe('category form', () => {
  test('requires a name of two characters or more; a blank parent means top level', () => {
    expect(firstMessages(categoryCreateSchema, {})).toEqual({ name: 'Category name is required' });
    expect(firstMessages(categoryCreateSchema, { name: 'A' })).toEqual({
      name: 'Category name must be at least 2 characters',
    });
    expect(categoryCreateSchema.parse({ name: 'Tea', parentId: '' })).toMatchObject({
      parentId: null,
      description: null,
    });
  });
});
