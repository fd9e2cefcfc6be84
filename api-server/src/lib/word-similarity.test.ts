import { sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows';
import { products } from '../db/schema';
import { seedDemoCatalog } from '../db/seed/demo-catalog';
import { drivers, freshDatabase, type TestDatabase } from '../test/database';
import { trigramsOf, WordSimilarity, wordSimilarityTo } from './word-similarity';

const TYPED = [
  'bananna',
  'appel juice',
  'coffe beans',
  'chiken',
  'yoghurt',
  'bread',
  'Greek YOGURT 2%',
  'creme fraiche',
  'Crème',
  'jalapeño',
  "o'brien's",
  'a',
  'x y z',
  'ananas',
];

/** Names the demo catalogue lacks: accents, capitals, digits, punctuation, repeated trigrams. */
const MORE_NAMES = [
  'CRÈME FRAÎCHE 30%',
  'Jalapeño Peppers',
  "O'Brien's Irish Soda Bread",
  'Banana Banana Banana Bread',
  'Bio-Joghurt 3,5 %',
  '',
];

describe('trigramsOf', () => {
  it('pads each lower-cased word with two blanks before and one after', () => {
    expect(trigramsOf('Egg, Rye')).toEqual([
      '  e',
      ' eg',
      'egg',
      'gg ',
      '  r',
      ' ry',
      'rye',
      'ye ',
    ]);
  });
});

describe.each(drivers)('WordSimilarity against pg_trgm (%s)', (driver) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await freshDatabase(driver);
    await seedDemoCatalog(t.database.db);
  });
  afterAll(() => t.drop());

  it("answers pg_trgm's word_similarity exactly for every demo product name", async () => {
    const seeded = await t.database.db.select({ name: products.name }).from(products);
    const names = [...seeded.map(({ name }) => name), ...MORE_NAMES];
    expect(names.length).toBeGreaterThan(150);
    const expected = await rawRows<{ typed: string; name: string; similarity: number }>(
      t.database.db,
      sql`SELECT typed, name, word_similarity(typed, name)::float8 AS similarity
        FROM unnest(${sql.param(TYPED)}::text[]) AS typed, unnest(${sql.param(names)}::text[]) AS name`,
    );
    const mismatches = (scorer: (typed: string) => WordSimilarity) =>
      expected.filter(
        ({ typed, name, similarity }) => scorer(typed).of(name) !== Number(similarity),
      );
    expect(mismatches((typed) => new WordSimilarity(typed))).toEqual([]);
    // The kept scorers, asked twice: the second time they answer from the scores they kept.
    expect(mismatches(wordSimilarityTo)).toEqual([]);
    expect(mismatches(wordSimilarityTo)).toEqual([]);
    expect(expected.filter(({ similarity }) => Number(similarity) > 0).length).toBeGreaterThan(100);
  });
});
