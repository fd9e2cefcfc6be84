import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Category, CategoryData } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { invalidateCatalogCache } from '../../lib/catalog-cache';
import { loadCategoryGraph } from '../../lib/catalog-scope';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { CATEGORY_NOT_FOUND, getCategory } from './service';

export const CATEGORY_WRITE_MESSAGES = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  parentMissing: 'Parent category not found',
  parentLoop: 'A category cannot be placed under itself or its subcategories',
  nameTaken: 'A category with this name already exists here',
} as const;
const M = CATEGORY_WRITE_MESSAGES;

const parentError = (message: string) =>
  new ValidationError(message, [{ field: 'parentId', message }]);

/** Parent must exist and must not be the category or one of its descendants (no cycles). */
async function checkParent(
  db: Db,
  parentId: string | null | undefined,
  self?: string,
): Promise<void> {
  if (!parentId) return;
  const graph = await loadCategoryGraph(db);
  if (!graph.get(parentId)) throw parentError(M.parentMissing);
  if (self && graph.withDescendants(self).includes(parentId)) throw parentError(M.parentLoop);
}

/** Two siblings with one name would be indistinguishable in every menu. */
async function checkName(
  db: Db,
  name: string,
  parentId: string | null,
  self?: string,
): Promise<void> {
  const [twin] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
        self ? ne(categories.id, self) : undefined,
      ),
    );
  if (twin) throw new ConflictError(M.nameTaken);
}

async function changed<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    invalidateCatalogCache(db);
  }
}

export async function createCategory(db: Db, input: CategoryData): Promise<Category> {
  await checkParent(db, input.parentId);
  await checkName(db, input.name, input.parentId ?? null);
  const [row] = await changed(db, () =>
    db
      .insert(categories)
      .values({ ...input, parentId: input.parentId ?? null })
      .returning({ id: categories.id }),
  );
  return getCategory(db, row!.id, 'all');
}

export async function updateCategory(
  db: Db,
  id: string,
  input: Partial<CategoryData>,
): Promise<Category> {
  const [current] = await db.select().from(categories).where(eq(categories.id, id));
  if (!current) throw new NotFoundError(CATEGORY_NOT_FOUND);
  await checkParent(db, input.parentId, id);
  const parentId = input.parentId === undefined ? current.parentId : input.parentId;
  await checkName(db, input.name ?? current.name, parentId, id);
  await changed(db, () =>
    db
      .update(categories)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(categories.id, id)),
  );
  return getCategory(db, id, 'all');
}

/** Its subcategories move to the top level and its products become uncategorized (FKs). */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  const deleted = await changed(db, () =>
    db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
  if (!deleted.length) throw new NotFoundError(CATEGORY_NOT_FOUND);
}
