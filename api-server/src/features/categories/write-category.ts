import type { Category, CategoryData } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import {
  CATEGORY_WRITE_MESSAGES,
  changeCategory,
  insertCategory,
  removeCategory,
} from '../../lib/category-writes';
import { getCategory } from './service';

export { CATEGORY_WRITE_MESSAGES };

/** One transaction per admin write (nested in the caller's when If-Match opened one). */
async function changed<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => write(tx));
  } finally {
    invalidateCatalogCache(db);
  }
}

export async function createCategory(
  db: Db,
  actorId: string,
  input: CategoryData,
): Promise<Category> {
  const row = await changed(db, (tx) => insertCategory(tx, actorId, input));
  return getCategory(db, row.id, 'all');
}

export async function updateCategory(
  db: Db,
  actorId: string,
  id: string,
  input: Partial<CategoryData>,
): Promise<Category> {
  await changed(db, (tx) => changeCategory(tx, actorId, id, input));
  return getCategory(db, id, 'all');
}

/** Refused (409) while it holds products or subcategories: see docs/categories.md. */
export async function deleteCategory(db: Db, actorId: string, id: string): Promise<void> {
  await changed(db, (tx) => removeCategory(tx, actorId, id));
}
