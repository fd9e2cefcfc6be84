import type { Product } from '@grocery/shared-api';
import { passwordResets } from '../../db/schema';
import {
  PASSWORD,
  body,
  get,
  initializeAdmin,
  login,
  post,
  registerCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory } from '../../test/catalog';

const LOCKED = 'Too many failed login attempts. Please wait 30 seconds and try again.';

describe.each(drivers)('smaller leaks (%s)', (driver) => {
  const t = useTestApp(driver);
  let admin: { token: string; user: { id: string } };
  beforeAll(async () => {
    admin = await initializeAdmin(t.app);
  });

  it('shows who added a product to staff only', async () => {
    const categoryId = await insertCategory(t.database.db, { name: 'Leak Aisle' });
    const created = await post(
      t.app,
      '/api/products',
      {
        name: 'Sourdough Loaf',
        sku: 'LEAK-1',
        description: 'A slow-risen sourdough loaf.',
        categoryId,
        price: 5,
        stock: 3,
        unit: 'piece',
      },
      admin.token,
    );
    const { id } = body<{ product: Product }>(created).data.product;
    const shopper = body<{ product: Product }>(await get(t.app, `/api/products/${id}`)).data;
    expect(shopper.product.addedBy).toBeNull();
    const listed = body<{ products: Product[] }>(
      await get(t.app, `/api/products?category=${categoryId}`),
    ).data.products;
    expect(listed.map((p) => [p.id, p.addedBy])).toEqual([[id, null]]);
    const customer = await registerCustomer(t.app);
    const asCustomer = await get(t.app, `/api/products/${id}?includeHidden=true`, customer.token);
    expect(body<{ product: Product }>(asCustomer).data.product.addedBy).toBeNull();
    const staff = await get(
      t.app,
      `/api/products?category=${categoryId}&includeHidden=true`,
      admin.token,
    );
    expect(body<{ products: Product[] }>(staff).data.products[0]!.addedBy).toBe(admin.user.id);
  });

  it('locks an account after repeated failures, known or unknown, even to the right password', async () => {
    const email = uniqueEmail();
    await registerCustomer(t.app, { email });
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t.app, email, 'Wrong1234')).statusCode).toBe(401);
      expect((await login(t.app, ghost, 'Wrong1234')).statusCode).toBe(401);
    }
    const known = await login(t.app, email, PASSWORD);
    const unknown = await login(t.app, ghost, PASSWORD);
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(body(known)).toEqual({ success: false, message: LOCKED });
    expect(body(unknown)).toEqual(body(known));
    const other = uniqueEmail();
    await registerCustomer(t.app, { email: other });
    expect((await login(t.app, other, PASSWORD)).statusCode).toBe(200);
  });

  it('forgot-password answers unknown addresses alike and stores nothing for them', async () => {
    const email = uniqueEmail();
    const session = await registerCustomer(t.app, { email });
    const resets = () =>
      t.database.db.select({ userId: passwordResets.userId }).from(passwordResets);
    const known = await post(t.app, '/api/auth/forgot-password', { email });
    const before = await resets();
    const unknown = await post(t.app, '/api/auth/forgot-password', {
      email: uniqueEmail('nobody'),
    });
    expect(known.statusCode).toBe(200);
    expect(body(unknown)).toEqual(body(known));
    expect(before.filter((r) => r.userId === session.user.id)).toHaveLength(1);
    expect(await resets()).toHaveLength(before.length);
  });
});
