import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

describe.each(drivers)('bad catalogue parameters answer 400, never 500 (%s)', (driver) => {
  const t = useTestApp(driver);

  it.each([
    ['/api/products?page=abc', 'page', 'Page must be a whole number'],
    ['/api/products?page=1.5', 'page', 'Page must be a whole number'],
    ['/api/products?limit=ten', 'limit', 'Limit must be a whole number'],
    ['/api/products?limit=99999999999999999999', 'limit', 'Limit must be a whole number'],
    ['/api/products?sort=colour', 'sort', 'Sort must be one of: name, price, stock, createdAt'],
    ['/api/products?sort=price&order=up', 'order', 'Order must be asc or desc'],
    ['/api/products?category=fruit', 'category', 'Invalid category id'],
    ['/api/products?featured=maybe', 'featured', 'featured must be true or false'],
    ['/api/products?sale=yes', 'sale', 'sale must be true or false'],
    ['/api/products?page=1&page=2', 'page', 'Page must be a whole number'],
    [
      '/api/products/search?limit=%00',
      'limit',
      'Text must not contain NUL or unpaired surrogate characters',
    ],
    ['/api/products/not-a-uuid', 'id', 'Invalid product id'],
    ["/api/products/1'%20OR%20'1'='1", 'id', 'Invalid product id'],
    ['/api/products/category/42', 'id', 'Invalid category id'],
    ['/api/categories?limit=lots', 'limit', 'Limit must be a whole number'],
    ['/api/categories?parentId=top', 'parentId', 'Invalid parent category id'],
    ['/api/categories/xyz', 'id', 'Invalid category id'],
  ])('%s', async (url, field, message) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ success: false, message, errors: [{ field, message }] });
  });

  it('treats blank values as absent and searches odd text safely', async () => {
    const blank = await get(t.app, '/api/products?category=&search=&sort=&order=&page=&limit=');
    expect(blank.statusCode).toBe(200);
    expect(body(blank).data).toEqual({
      products: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
    for (const text of [
      "'; DROP TABLE products; --",
      '!!!',
      '%_\\',
      'a & b | !c',
      'x'.repeat(500),
    ]) {
      const response = await get(t.app, `/api/products?search=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
      expect(body<{ products: unknown[] }>(response).data.products).toEqual([]);
    }
  });
});
