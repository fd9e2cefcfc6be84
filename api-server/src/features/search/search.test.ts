import type { ProductList } from '@grocery/shared-api';
import { seedDemoCatalog } from '../../db/seed/demo-catalog';
import { body, get, initializeAdmin, put } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertCategory, insertProduct } from '../../test/catalog';

describe.each(drivers)('product search on the demo catalogue (%s)', (driver) => {
  const t = useTestApp(driver);
  beforeAll(async () => {
    await seedDemoCatalog(t.app.db);
    await insertProduct(t.app.db, { name: 'Banana Secret Recipe', visibility: 'hidden' });
  });

  async function search(text: string, extra = '') {
    const response = await get(t.app, `/api/products?search=${encodeURIComponent(text)}${extra}`);
    expect(response.statusCode).toBe(200);
    return body<ProductList>(response).data;
  }
  const names = async (text: string, extra = '') =>
    (await search(text, extra)).products.map((p) => p.name);

  it('finds products by name, best match first', async () => {
    const found = await names('bananas');
    expect(found[0]).toBe('Organic Bananas');
    expect((await names('milk')).slice(0, 3)).toEqual(expect.arrayContaining(['Whole Milk']));
  });

  it.each([
    ['bananna', 'Organic Bananas'],
    ['choclate', 'Dark Chocolate 70% Cocoa'],
    ['strawbery', 'Strawberries'],
    ['yoghurt', 'Plain Greek Yogurt'],
    ['brocoli', 'Broccoli Crowns'],
    ['avacado', 'Hass Avocados'],
    ['spagetti', 'Spaghetti No. 5'],
    ['parmesan chese', 'Parmigiano Reggiano'],
  ])('forgives the typo "%s"', async (typo, expected) => {
    expect(await names(typo)).toContain(expected);
  });

  it('says what it searched for when it corrected a typo, and only then', async () => {
    expect((await search('bananna')).correctedSearch).toBe('banana');
    expect((await search('Parmesan  CHESE')).correctedSearch).toBe('parmesan cheese');
    // "bee" (one honey) is as near as "beef"; the beef is what the shopper sees, so it is named.
    const beer = await search('beer');
    expect(beer.correctedSearch).toBe('beef');
    expect(beer.products[0]?.name).toMatch(/\bbeef\b/i);
    // "shrimps" is no typo: it is another form of a catalogue word, found as typed.
    expect(await names('shrimps')).toContain('Jumbo Shrimp');
    for (const typed of ['bananas', 'organi', 'xqzvw', 'shrimps']) {
      expect(await search(typed)).not.toHaveProperty('correctedSearch');
    }
    expect(await search('bananna', '&sort=price')).toHaveProperty('correctedSearch', 'banana');
    const listing = body<ProductList>(await get(t.app, '/api/products?limit=5')).data;
    expect(listing).not.toHaveProperty('correctedSearch');
  });

  it('corrects a typo to the closest word only, not to every word that looks a bit alike', async () => {
    const found = await names('chiken', '&limit=100');
    expect(found[0]).toMatch(/chicken/i);
    expect(found.filter((name) => /chips|chive|chili/i.test(name))).toEqual([]);
  });

  it.each([
    ['water', /\bwater\b/i, 'Seedless Watermelon'],
    ['butter', /\bbutter\b/i, 'Buttermilk Pancake Mix'],
    ['pea', /\bpeas\b/i, 'Honey Roasted Peanuts'],
    ['egg', /\beggs\b/i, 'Italian Eggplant'],
  ])(
    'ranks the word "%s" itself above longer words that begin with it',
    async (word, exact, longer) => {
      const found = await names(word, '&limit=100');
      expect(found).toContain(longer);
      const lastExact = found.findLastIndex((name) => exact.test(name));
      expect(found[0]).toMatch(exact);
      expect(found.indexOf(longer)).toBeGreaterThan(lastExact);
    },
  );

  it.each([
    [
      'apple',
      ['Honeycrisp Apples', 'Granny Smith Apples'],
      ['Dutch Apple Pie', 'Cloudy Apple Juice'],
    ],
    [
      'chicken',
      ['Whole Roasting Chicken', 'Boneless Chicken Breasts', 'Chicken Drumsticks'],
      ['Chicken & Rice Dog Food', 'Chicken Caesar Salad', 'Chicken Noodle Soup'],
    ],
    ['chiken', ['Whole Roasting Chicken'], ['Chicken & Rice Dog Food']],
    ['water', ['Natural Spring Water', 'Sparkling Mineral Water'], ['Seedless Watermelon']],
    // A fillet of salmon is salmon: its name ends in a portion word, so the word before is the head.
    ['salmon', ['Atlantic Salmon Fillet'], ['Salmon Sushi Platter', 'Salmon Pate Cat Food']],
    ['pork', ['Bone-In Pork Chops'], ['Pork & Chive Dumplings', 'Pork Tamales']],
    ['turkey', ['Sliced Turkey Breast'], ['Turkey Club Sandwich']],
    // A search naming an aisle lists all of it, breads whose names do not say bread included.
    [
      'bread',
      ['Country Sourdough Loaf', 'French Baguette', 'New York Bagels', 'Whole Wheat Pita'],
      ['Crispy Breaded Shrimp'],
    ],
    ['breads', ['Country Sourdough Loaf', 'Seeded Rye Bread'], ['Crispy Breaded Shrimp']],
    // Only a whole aisle name counts: "rice" does not name Rice & Grains, so oats stay below.
    ['rice', ['Thai Jasmine Rice', 'Sesame Rice Crackers'], ['Old-Fashioned Rolled Oats']],
  ])('lists what is a "%s" before what is only made with it', async (word, things, madeWith) => {
    const found = await names(word, '&limit=100');
    const last = Math.max(...things.map((name) => found.indexOf(name)));
    const first = Math.min(...madeWith.map((name) => found.indexOf(name)));
    expect(things.every((name) => found.includes(name))).toBe(true);
    expect(madeWith.every((name) => found.includes(name))).toBe(true);
    expect(last).toBeLessThan(first);
  });

  it('ranks a word as typed first when only some of the words are found', async () => {
    // No wine in the catalogue: "red" finds red grapes and peppers, and "reduced" fat milk after.
    const found = await names('red wine', '&limit=100');
    expect(found.slice(0, 2)).toEqual(
      expect.arrayContaining(['Red Seedless Grapes', 'Red Bell Peppers']),
    );
    expect(found.indexOf('2% Reduced Fat Milk')).toBeGreaterThan(1);
  });

  it('completes a word being typed', async () => {
    expect(await names('organi')).toEqual(
      expect.arrayContaining(['Organic Bananas', 'Organic Carrots']),
    );
    expect(await names('croiss')).toEqual(['Butter Croissants']);
  });

  it('searches tags, manufacturers, descriptions and category names', async () => {
    expect(await names('gluten free')).toEqual(
      expect.arrayContaining(['Organic White Quinoa', 'Sesame Rice Crackers']),
    );
    expect(await names('Maison Cacao', '&sort=name')).toEqual([
      'Dark Chocolate 70% Cocoa',
      'Milk Chocolate Bar',
    ]);
    expect(await names('potassium')).toEqual(['Organic Bananas']);
    expect(await names('herbs')).toEqual(expect.arrayContaining(['Sweet Basil', 'Fresh Mint']));
  });

  it('needs every word, and falls back to any word when none has them all', async () => {
    const both = await names('organic milk');
    expect(both[0]).toBe('Organic Skim Milk');
    expect(both).not.toContain('Whole Milk');
    const loose = await names('lobster croissant');
    expect(loose).toEqual(expect.arrayContaining(['Maine Lobster Tails', 'Butter Croissants']));
  });

  it('combines search with filters, sorting and paging', async () => {
    const fruits = await get(t.app, '/api/categories?limit=100');
    const list = body<{ categories: { id: string; name: string }[] }>(fruits).data.categories;
    const freshFruits = list.find((c) => c.name === 'Fresh Fruits')!.id;
    expect(await names('organic', `&category=${freshFruits}`)).toEqual(['Organic Bananas']);
    const cheap = (await search('apple', '&sort=price&order=asc')).products.map(
      (p) => p.discountPrice ?? p.price,
    );
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const inFruits = await search('apple', `&category=${freshFruits}&limit=100`);
    const byPrice = await search('apple', `&category=${freshFruits}&sort=price&limit=100`);
    const paid = byPrice.products.map((p) => p.discountPrice ?? p.price);
    expect(byPrice.products.length).toBeGreaterThan(1);
    expect(byPrice.products.map((p) => p.id).sort()).toEqual(
      inFruits.products.map((p) => p.id).sort(),
    );
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const page = await search('fruit', '&limit=2&page=2');
    expect(page.products).toHaveLength(2);
    expect(page.pagination.total).toBeGreaterThan(4);
  });

  it('answers the same at /products/search with q or query, and hides what shoppers cannot see', async () => {
    for (const url of ['/api/products/search?q=bananna', '/api/products/search?query=bananna']) {
      const response = await get(t.app, url);
      expect(body<ProductList>(response).data.products.map((p) => p.name)).toContain(
        'Organic Bananas',
      );
    }
    expect(await names('secret recipe')).toEqual([]);
    expect(await names('zzqxj')).toEqual([]);
  });
});

describe.each(drivers)('search results past the re-ranked top (%s)', (driver) => {
  const t = useTestApp(driver);
  beforeAll(async () => {
    // Names whose head noun is the word and others, with and without a category, so every
    // part of the re-ranking score varies.
    const cereal = await insertCategory(t.app.db, { name: 'Cereal' });
    const names = ['Granolas Mix', 'Granola', 'Oat Bar'];
    for (let i = 0; i < 130; i += 1) {
      const name = `${names[i % 3]} ${i}`;
      const description = i % 3 === 2 ? 'Chewy oats, a granola snack.' : `${name}, crunchy.`;
      const categoryId = i % 2 ? cereal : null;
      await insertProduct(t.app.db, { name, description, categoryId });
    }
  });

  async function ids(query: string) {
    const response = await get(t.app, `/api/products?search=granola${query}`);
    return body<ProductList>(response).data.products.map((p) => p.id);
  }

  it('pages the best 100 the same way whether a page stays inside them or runs past them', async () => {
    const inside = [...(await ids('&limit=20&page=4')), ...(await ids('&limit=20&page=5'))];
    const across = await ids('&limit=60&page=2');
    expect(inside).toHaveLength(40);
    expect(across.slice(0, 40)).toEqual(inside);
    const all = [...(await ids('&limit=100&page=1')), ...(await ids('&limit=100&page=2'))];
    expect(new Set(all).size).toBe(130);
    expect(all.slice(60, 120)).toEqual(across);
  });
});

describe.each(drivers)('a search naming an aisle (%s)', (driver) => {
  const t = useTestApp(driver);
  let aisle: string;
  beforeAll(async () => {
    aisle = await insertCategory(t.app.db, { name: 'Zephyr' });
    const minis = await insertCategory(t.app.db, { name: 'Zephyr Minis', parentId: aisle });
    await insertProduct(t.app.db, { name: 'Plain Crackers', categoryId: minis });
    await insertProduct(t.app.db, { name: 'Zephyr Cola' });
  });
  const found = async () =>
    body<ProductList>(await get(t.app, '/api/products?search=zephyr')).data.products.map(
      (p) => p.name,
    );

  it('lists the aisle, its sub-aisles included, before a name that only mentions it', async () => {
    expect(await found()).toEqual(['Plain Crackers', 'Zephyr Cola']);
  });

  it('follows the aisles as they are renamed', async () => {
    expect(await found()).toEqual(['Plain Crackers', 'Zephyr Cola']);
    const admin = (await initializeAdmin(t.app)).token;
    // "zephyr" no longer holds the whole name of an aisle: the crackers match by aisle name only.
    const renamed = await put(t.app, `/api/categories/${aisle}`, { name: 'Zephyr Snacks' }, admin);
    expect(renamed.statusCode).toBe(200);
    expect(await found()).toEqual(['Zephyr Cola', 'Plain Crackers']);
  });
});
