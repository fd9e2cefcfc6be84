import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { catalogCache } from './catalog-cache';
import { loadCategoryGraph } from './catalog-scope';

/** Each category's name as the stems a search vector holds ("Juices" is juic). */
function nameStems(db: Db): Promise<Map<string, string[]>> {
  return catalogCache(db).memo('category-name-stems', async () => {
    const rows = await rawRows<{ id: string; stems: string[] | null }>(
      db,
      sql`SELECT id, tsvector_to_array(to_tsvector('english', name)) AS stems FROM categories`,
    );
    return new Map(rows.map((row) => [row.id, row.stems ?? []]));
  });
}

/** The stems of some words, as to_tsquery('english') would match them. */
export async function stemsOf(db: Db, words: string[]): Promise<string[]> {
  const [row] = await rawRows<{ stems: string[] | null }>(
    db,
    sql`SELECT tsvector_to_array(to_tsvector('english', ${words.join(' ')})) AS stems`,
  );
  return row?.stems ?? [];
}

/**
 * The aisles a search names: the categories whose whole name it holds ("bread" names Bread,
 * "fresh fruit" Fresh Fruits, but "rice" not Rice & Grains), each with the categories below it.
 */
export async function aislesNamed(db: Db, searchStems: string[]): Promise<string[]> {
  if (!searchStems.length) return [];
  const graph = await loadCategoryGraph(db);
  const searched = new Set(searchStems);
  const named = [...(await nameStems(db))].filter(
    ([, stems]) => stems.length > 0 && stems.every((stem) => searched.has(stem)),
  );
  return [...new Set(named.flatMap(([id]) => graph.withDescendants(id)))];
}
