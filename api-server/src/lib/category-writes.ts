import { count, eq, isNull, sql } from 'drizzle-orm';
import { stripInvisible } from '@grocery/shared-api';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { recordAudit } from './audit';
import { CategoryGraph } from './catalog-scope';
import { ConflictError, NotFoundError, ValidationError } from './errors';

/**
 * The rules every category change obeys, whether an admin makes it directly or approves a
 * manager's request: run inside the caller's transaction, they write the audit row with it.
 */
export const CATEGORY_WRITE_MESSAGES = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  notFound: 'Category not found',
  parentMissing: 'Parent category not found',
  parentLoop: 'A category cannot be placed under itself or its subcategories',
  nameTaken: 'A category with this name already exists here',
} as const;
const M = CATEGORY_WRITE_MESSAGES;

export interface CategorySnapshot {
  id: string;
  name: string;
  parentId: string | null;
  description: string | null;
  isVisible: boolean;
}

export interface CategoryChange {
  name?: string;
  description?: string | null;
  parentId?: string | null;
  isVisible?: boolean;
}

const snapshotColumns = {
  id: categories.id,
  name: categories.name,
  parentId: categories.parentId,
  description: categories.description,
  isVisible: categories.isVisible,
};

/** Any fixed key: category writers queue behind each other, readers never wait. */
const CATEGORY_WRITE_LOCK = 7_311_001;

/**
 * Serializes category writers for the rest of the transaction: the parent-cycle and
 * duplicate-name checks read the whole forest, and two concurrent writers could each pass
 * them alone and break them together.
 */
async function lockCategoryWrites(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATEGORY_WRITE_LOCK})`);
}

/** "Milk", " milk ", "MILK\u200b" and "Milk  Shelf"/"milk shelf" are one name to a shopper. */
export function sameNameKey(name: string): string {
  return stripInvisible(name).replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
}

export async function readCategory(tx: Db, id: string): Promise<CategorySnapshot | undefined> {
  const [row] = await tx.select(snapshotColumns).from(categories).where(eq(categories.id, id));
  return row;
}

const parentError = (message: string) =>
  new ValidationError(message, [{ field: 'parentId', message }]);

async function checkParent(tx: Db, parentId: string | null, self?: string): Promise<void> {
  if (!parentId) return;
  const graph = new CategoryGraph(
    await tx
      .select({
        id: categories.id,
        name: categories.name,
        parentId: categories.parentId,
        isVisible: categories.isVisible,
      })
      .from(categories),
  );
  if (!graph.get(parentId)) throw parentError(M.parentMissing);
  if (self && graph.withDescendants(self).includes(parentId)) throw parentError(M.parentLoop);
}

/** Two siblings with one name would be indistinguishable in every menu. */
async function checkName(tx: Db, name: string, parentId: string | null, self?: string) {
  const siblings = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId));
  const key = sameNameKey(name);
  if (siblings.some((row) => row.id !== self && sameNameKey(row.name) === key)) {
    throw new ConflictError(M.nameTaken);
  }
}

export async function insertCategory(
  tx: Db,
  actorId: string,
  input: CategoryChange & { name: string },
): Promise<CategorySnapshot> {
  await lockCategoryWrites(tx);
  const parentId = input.parentId ?? null;
  await checkParent(tx, parentId);
  await checkName(tx, input.name, parentId);
  const [row] = await tx
    .insert(categories)
    .values({ ...input, parentId })
    .returning(snapshotColumns);
  await recordAudit(tx, {
    actorId,
    action: 'category.create',
    entityType: 'category',
    entityId: row!.id,
    after: row!,
  });
  return row!;
}

export async function changeCategory(
  tx: Db,
  actorId: string,
  id: string,
  input: CategoryChange,
): Promise<CategorySnapshot> {
  await lockCategoryWrites(tx);
  const before = await readCategory(tx, id);
  if (!before) throw new NotFoundError(M.notFound);
  const parentId = input.parentId === undefined ? before.parentId : input.parentId;
  await checkParent(tx, input.parentId ?? null, id);
  await checkName(tx, input.name ?? before.name, parentId, id);
  const [after] = await tx
    .update(categories)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning(snapshotColumns);
  await recordAudit(tx, {
    actorId,
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    before,
    after: after!,
  });
  return after!;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Refused while anything is inside: deleting would leave products without a category (shown
 * to shoppers under no aisle) and lift subcategories to the top. The row is locked first, so
 * a product added meanwhile either is counted or fails its foreign key after the delete.
 */
export async function removeCategory(tx: Db, actorId: string, id: string): Promise<void> {
  await lockCategoryWrites(tx);
  const [before] = await tx
    .select(snapshotColumns)
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!before) throw new NotFoundError(M.notFound);
  const [[items], [children]] = await Promise.all([
    tx.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ]);
  const inside = [
    items!.n ? plural(items!.n, 'product', 'products') : null,
    children!.n ? plural(children!.n, 'subcategory', 'subcategories') : null,
  ].filter(Boolean);
  if (inside.length) {
    throw new ConflictError(`Move or delete its ${inside.join(' and ')} first`);
  }
  await tx.delete(categories).where(eq(categories.id, id));
  await recordAudit(tx, {
    actorId,
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    before,
  });
}
