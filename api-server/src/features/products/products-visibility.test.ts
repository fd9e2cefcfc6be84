import type { Pagination, Product } from '@grocery/shared-api';
import { body, get, initializeAdmin, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { type SmallCatalog, smallCatalog } from '../../test/catalog';

type Page = { products: Product[]; pagination: Pagination };

describe.each(drivers)('who sees which products (%s)', (driver) => {
  const t = useTestApp(driver);
  let store: SmallCatalog;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    store = await smallCatalog(t.app.db);
    adminToken = (await initializeAdmin(t.app)).token;
    customerToken = (await registerCustomer(t.app)).token;
  });

  const names = async (url: string, token?: string) => {
    const response = await get(t.app, url, token);
    expect(response.statusCode).toBe(200);
    return body<Page>(response)
      .data.products.map((p) => p.name)
      .sort();
  };
  const notForShoppers = ['Expired Cream', 'Hidden Cheese', 'Inactive Yogurt', 'Secret Sauce'];

  it('keeps hidden, inactive, expired and hidden-category products from guests and customers', async () => {
    for (const token of [undefined, customerToken]) {
      const listed = await names('/api/products?limit=100&includeHidden=true', token);
      expect(listed).toHaveLength(7);
      for (const name of notForShoppers) expect(listed).not.toContain(name);
    }
  });

  it('shows everything to an admin who asks for hidden items', async () => {
    const all = await names('/api/products?limit=100&includeHidden=true', adminToken);
    expect(all).toHaveLength(11);
    expect(all).toEqual(expect.arrayContaining(notForShoppers));
    expect(await names('/api/products?limit=100', adminToken)).toHaveLength(7);
    expect(
      await names(`/api/products?category=${store.secret}&includeHidden=true`, adminToken),
    ).toEqual(['Secret Sauce']);
  });

  it('treats a hidden category as missing for shoppers', async () => {
    expect(await names(`/api/products?category=${store.secret}`)).toEqual([]);
    const response = await get(t.app, `/api/products/category/${store.secretSub}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers one product with 404 when a shopper may not see it', async () => {
    const ok = await get(t.app, `/api/products/${store.product.granny}`);
    expect(ok.statusCode).toBe(200);
    expect(body<{ product: Product }>(ok).data.product).toMatchObject({
      id: store.product.granny,
      name: 'Granny Smith Apple',
      price: 2,
      stock: 5,
      category: { id: store.apples, name: 'Apples' },
    });
    for (const key of ['hidden', 'inactive', 'secretSauce']) {
      const response = await get(t.app, `/api/products/${store.product[key]}`, customerToken);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'Product not found' });
    }
    const unknown = await get(t.app, '/api/products/7d1f0c8e-3a61-4a57-9a2c-1f1b6f4c2d11');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Product not found');
  });

  it('still answers an expired product by id, with its expiry date', async () => {
    const response = await get(t.app, `/api/products/${store.product.expired}`);
    expect(response.statusCode).toBe(200);
    const { expiryDate } = body<{ product: Product }>(response).data.product;
    expect(expiryDate! < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('lets an admin read a hidden product by id only when asking for hidden items', async () => {
    const url = `/api/products/${store.product.hidden}`;
    expect((await get(t.app, url, adminToken)).statusCode).toBe(404);
    const response = await get(t.app, `${url}?includeHidden=true`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(body<{ product: Product }>(response).data.product).toMatchObject({
      visibility: 'hidden',
      isVisible: false,
    });
    expect((await get(t.app, `${url}?includeHidden=true`, customerToken)).statusCode).toBe(404);
  });
});
