import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { get } from '../test/accounts';
import { drivers, useTestApp } from '../test/app';
import { insertProduct, isoDay } from '../test/catalog';
import { ensurePricesStamped } from './price-day';

describe.each(drivers)('stored effective prices (%s)', (driver) => {
  const t = useTestApp(driver);
  const stampedPrice = async (id: string) => {
    const [row] = await t.app.db
      .select({ cents: products.effectivePriceCents })
      .from(products)
      .where(eq(products.id, id));
    return row!.cents;
  };

  it('stamps the price paid today on insert and on a price change', async () => {
    const id = await insertProduct(t.app.db, {
      name: 'Sale Melon',
      priceCents: 1000,
      discountPriceCents: 750,
      discountStartDate: isoDay(-1),
      discountEndDate: isoDay(1),
    });
    expect(await stampedPrice(id)).toBe(750);
    await t.app.db.update(products).set({ discountPriceCents: null }).where(eq(products.id, id));
    expect(await stampedPrice(id)).toBe(1000);
  });

  it('re-stamps every row when the day moves into or out of a sale window', async () => {
    const id = await insertProduct(t.app.db, {
      name: 'Next Week Kiwi',
      priceCents: 800,
      discountPriceCents: 400,
      discountStartDate: isoDay(3),
      discountEndDate: isoDay(5),
    });
    expect(await stampedPrice(id)).toBe(800);
    await ensurePricesStamped(t.app.db, isoDay(4));
    expect(await stampedPrice(id)).toBe(400);
    await ensurePricesStamped(t.app.db, isoDay(6));
    expect(await stampedPrice(id)).toBe(800);
  });

  it('re-stamps before the first price-sorted listing of a day', async () => {
    const id = await insertProduct(t.app.db, {
      name: 'Stale Plum',
      priceCents: 600,
      discountPriceCents: 300,
      discountStartDate: isoDay(10),
    });
    await ensurePricesStamped(t.app.db, isoDay(10));
    expect(await stampedPrice(id)).toBe(300);
    const response = await get(t.app, '/api/products?sort=price');
    expect(response.statusCode).toBe(200);
    expect(await stampedPrice(id)).toBe(600);
  });

  it('drops cached answers when a re-stamp changed prices', async () => {
    await insertProduct(t.app.db, {
      name: 'Cached Pear',
      priceCents: 500,
      discountPriceCents: 400,
      discountStartDate: isoDay(20),
    });
    await ensurePricesStamped(t.app.db, isoDay(0));
    expect((await get(t.app, '/api/products')).headers['x-cache']).toBe('miss');
    expect((await get(t.app, '/api/products')).headers['x-cache']).toBe('hit');
    await ensurePricesStamped(t.app.db, isoDay(20));
    expect((await get(t.app, '/api/products')).headers['x-cache']).toBe('miss');
  });
});
