import { eq } from 'drizzle-orm';
import type { Address, Order } from '@grocery/shared-api';
import { addresses } from '../../db/schema';
import { bearer, body, get, post, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';
import { orderPayload, placeOrder, shippingAddress } from '../../test/checkout';

const del = (t: ReturnType<typeof useTestApp>, url: string, token: string) =>
  t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

describe.each(drivers)('addresses (%s)', (driver) => {
  const t = useTestApp(driver);

  async function shopper() {
    return (await registerCustomer(t.app)).token;
  }
  const list = async (token: string) =>
    body<{ addresses: Address[] }>(await get(t.app, '/api/addresses', token)).data.addresses;
  const create = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await post(t.app, '/api/addresses', shippingAddress(overrides), token);
    expect(res.statusCode).toBe(201);
    return body<{ address: Address }>(res).data.address;
  };

  it('needs a signed-in user', async () => {
    expect((await get(t.app, '/api/addresses')).statusCode).toBe(401);
  });

  it('validates every field with the checkout messages', async () => {
    const token = await shopper();
    const res = await post(
      t.app,
      '/api/addresses',
      { ...shippingAddress({ firstName: '  ', zipCode: '' }), city: undefined },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'city', message: 'City is required' },
        { field: 'zipCode', message: 'ZIP code is required' },
      ]),
    );
  });

  it('refuses names and fields made only of invisible characters, here and on an order', async () => {
    const token = await shopper();
    const invisible = { firstName: '\u200B\u200D', lastName: '\u2800', city: '\u3164 ' };
    const saved = await post(t.app, '/api/addresses', shippingAddress(invisible), token);
    expect(saved.statusCode).toBe(400);
    expect(body(saved).errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'city', message: 'City is required' },
    ]);
    const productId = await insertProduct(t.database.db, { name: 'Blank Label Beans' });
    const ordered = await placeOrder(
      t.app,
      token,
      orderPayload([{ productId, quantity: 1 }], { shippingAddress: shippingAddress(invisible) }),
    );
    expect(ordered.statusCode).toBe(400);
    expect(body(ordered).errors).toEqual(
      expect.arrayContaining([
        { field: 'shippingAddress.firstName', message: 'First name is required' },
        { field: 'shippingAddress.lastName', message: 'Last name is required' },
      ]),
    );
    const kept = await create(token, { firstName: 'Zo\u200Be' });
    expect(kept.firstName).toBe('Zoe');
  });

  it('makes the first address the default, lists default first then newest', async () => {
    const token = await shopper();
    const first = await create(token, { address: '1 First St' });
    expect(first).toMatchObject({ isDefault: true, source: 'saved', orderId: null });
    const second = await create(token, { address: '2 Second St' });
    expect(second.isDefault).toBe(false);
    const third = await create(token, { address: '3 Third St' });
    expect((await list(token)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it('updates an address and keeps exactly one default when another is chosen', async () => {
    const token = await shopper();
    const first = await create(token);
    const second = await create(token, { address: '9 Elm Road' });
    const updated = await put(
      t.app,
      `/api/addresses/${second.id}`,
      shippingAddress({ address: '10 Elm Road', isDefault: true }),
      token,
    );
    expect(updated.statusCode).toBe(200);
    expect(body<{ address: Address }>(updated).data.address).toMatchObject({
      address: '10 Elm Road',
      isDefault: true,
    });
    const all = await list(token);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect(all.find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('keeps one default under concurrent set-default calls', async () => {
    const token = await shopper();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await create(token, { address: `${i} Race Road` }));
    const answers = await Promise.all(
      [...made, ...made].map((a) => put(t.app, `/api/addresses/${a.id}/default`, {}, token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const me = body<{ user: { id: string } }>(await get(t.app, '/api/auth/profile', token)).data
      .user.id;
    const rows = await t.database.db
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.userId, me));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('deleting the default promotes the newest remaining address', async () => {
    const token = await shopper();
    const first = await create(token, { address: 'A Street 1' });
    const second = await create(token, { address: 'B Street 2' });
    const third = await create(token, { address: 'C Street 3' });
    const res = await del(t, `/api/addresses/${first.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(body<{ id: string }>(res).data.id).toBe(first.id);
    const left = await list(token);
    expect(left.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it("answers 404 for another user's address and for unknown ids", async () => {
    const owner = await shopper();
    const other = await shopper();
    const mine = await create(owner);
    expect(
      (await put(t.app, `/api/addresses/${mine.id}`, shippingAddress(), other)).statusCode,
    ).toBe(404);
    expect((await put(t.app, `/api/addresses/${mine.id}/default`, {}, other)).statusCode).toBe(404);
    expect((await del(t, `/api/addresses/${mine.id}`, other)).statusCode).toBe(404);
    expect((await del(t, '/api/addresses/not-a-uuid', other)).statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((a) => a.id)).toEqual([mine.id]);
  });

  it('lists past orders’ addresses after the saved ones, de-duplicated, and refuses deleting them', async () => {
    const token = await shopper();
    const productId = await insertProduct(t.database.db, {
      name: 'Address Test Apples',
      stock: 50,
    });
    await create(token, { address: '12 Orchard Lane' });
    const orderAt = async (overrides: Record<string, unknown>) => {
      const res = await placeOrder(
        t.app,
        token,
        orderPayload([{ productId, quantity: 1 }], { shippingAddress: shippingAddress(overrides) }),
      );
      expect(res.statusCode).toBe(201);
      return body<{ order: Order }>(res).data.order;
    };
    // Same as the saved one (case aside): not listed again.
    await orderAt({ address: '12 ORCHARD LANE', city: 'springfield' });
    const older = await orderAt({ address: '7 Harbour View', city: 'Portland' });
    const newer = await orderAt({ address: '99 Hill Top', city: 'Denver' });
    await orderAt({ address: '7 harbour view', city: 'PORTLAND', phone: '+15550001111' });
    const all = await list(token);
    expect(all.map((a) => [a.source, a.address])).toEqual([
      ['saved', '12 Orchard Lane'],
      ['order', '7 harbour view'],
      ['order', '99 Hill Top'],
    ]);
    const derived = all[2]!;
    expect(derived).toMatchObject({
      id: `order-${newer.id}`,
      orderId: newer.id,
      isDefault: false,
      lastUsed: newer.createdAt,
    });
    expect(all[1]!.orderId).not.toBe(older.id);
    const refused = await del(t, `/api/addresses/${derived.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(
      'This address comes from a previous order and cannot be deleted.',
    );
    expect(await list(token)).toHaveLength(3);
  });
});
