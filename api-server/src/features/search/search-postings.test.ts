import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@grocery/shared-api';
import { rawRows } from '../../db/raw-rows';
import { seedDemoCatalog } from '../../db/seed/demo-catalog';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { groupLexemes, matchQueryText, searchLexemes } from '../../lib/search-lexemes';
import { expandSearchWords, searchTokens, toTsqueryText } from '../../lib/text-search';
import { body, get } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { insertProduct } from '../../test/catalog';

describe.each(drivers)('search postings (%s)', (driver) => {
  const t = useTestApp(driver);
  const rows = <T>(query: SQL) => rawRows<T>(t.app.db, query);
  /** Postings missing from, or left over beyond, the products' search vectors. */
  const drift = async () =>
    (
      await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (
        (SELECT p.id, e.lexeme FROM products p, unnest(p.search_vector) e
         EXCEPT SELECT product_id, term FROM search_postings)
        UNION ALL
        (SELECT product_id, term FROM search_postings
         EXCEPT SELECT p.id, e.lexeme FROM products p, unnest(p.search_vector) e)) d`)
    )[0]!.n;
  const names = async (text: string) => {
    invalidateCatalogCache(t.app.db);
    const response = await get(t.app, `/api/products?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return body<{ products: Product[] }>(response).data.products.map((p) => p.name);
  };
  const lexemesOf = async (typed: string) => {
    const [group] = await expandSearchWords(t.app.db, searchTokens(typed));
    return (await groupLexemes(t.app.db, group!)).lexemes;
  };
  const wordsOf = async (typed: string) => {
    const words = await expandSearchWords(t.app.db, searchTokens(typed));
    return { words, groups: await searchLexemes(t.app.db, words) };
  };
  const idsWhere = (condition: SQL) =>
    rows<{ id: string }>(sql`SELECT id FROM products WHERE ${condition} ORDER BY id`);

  beforeAll(async () => {
    await seedDemoCatalog(t.app.db);
  });

  it('holds every lexeme of every product and nothing else', async () => {
    const [postings] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_postings`,
    );
    expect(postings!.n).toBeGreaterThan(1000);
    expect(await drift()).toBe(0);
  });

  it('follows renames, category renames and deletes made behind the API', async () => {
    await t.app.db.execute(
      sql`UPDATE products SET name = 'Zebrafruit Delight' WHERE name = 'Organic Bananas'`,
    );
    await t.app.db.execute(sql`UPDATE categories SET name = 'Quokka Produce'
      WHERE name = 'Fresh Fruits'`);
    const id = await insertProduct(t.app.db, { name: 'Wombat Crackers' });
    expect(await names('wombat')).toEqual(['Wombat Crackers']);
    await t.app.db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    expect(await drift()).toBe(0);
    expect(await names('zebrafruit')).toEqual(['Zebrafruit Delight']);
    expect(await names('quokka')).toContain('Zebrafruit Delight');
    expect(await names('wombat')).toEqual([]);
  });

  it.each(['chiken', 'bananna', 'organi', 'milk', 'choc', 'yoghurt'])(
    'gives "%s" the lexemes whose postings are exactly the products its tsquery matches',
    async (typed) => {
      const lexemes = await lexemesOf(typed);
      expect(lexemes).not.toBeNull();
      const [group] = await expandSearchWords(t.app.db, searchTokens(typed));
      const tsquery = toTsqueryText([group!], 'all');
      const byVector = await rows<{ id: string }>(sql`SELECT id FROM products
        WHERE search_vector @@ to_tsquery('english', ${tsquery}) ORDER BY id`);
      const byPostings = await rows<{ id: string }>(sql`SELECT DISTINCT product_id AS id
        FROM search_postings WHERE term = ANY(${sql.param(lexemes)}::text[]) ORDER BY id`);
      expect(byVector.length).toBeGreaterThan(0);
      expect(byPostings).toEqual(byVector);
    },
  );

  it.each([
    'appel juice',
    'coffe beans',
    'the juice',
    'c milk',
    'xyzzy milk',
    'organi choc',
    "o'brien",
    'the',
  ])('matches "%s" by its lexemes exactly as its tsquery does, all words or any', async (typed) => {
    const { words, groups } = await wordsOf(typed);
    for (const mode of ['all', 'any'] as const) {
      const tsquery = toTsqueryText(words, mode);
      const match = matchQueryText(groups, mode);
      const byTsquery = await idsWhere(sql`search_vector @@ to_tsquery('english', ${tsquery})`);
      expect(await idsWhere(sql`search_vector @@ ${match}::tsquery`)).toEqual(byTsquery);
    }
  });

  it('finds "appel juice" by its lexemes alone, with no prefix left for GIN to scan', async () => {
    const { groups } = await wordsOf('appel juice');
    const match = matchQueryText(groups, 'all');
    expect(match).not.toContain(':*');
    expect((await idsWhere(sql`search_vector @@ ${match}::tsquery`)).length).toBeGreaterThan(0);
  });

  it('leaves a prefix that begins too many lexemes to the full ranking, which still answers', async () => {
    expect(await lexemesOf('c')).toBeNull();
    expect((await names('c')).length).toBeGreaterThan(0);
  });
});
