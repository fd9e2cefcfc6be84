import { and, count, isNotNull } from 'drizzle-orm';
import type { Category, CategoryListQuery, Pagination } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import {
  type CatalogScope,
  CategoryGraph,
  today,
  visibilityConditions,
} from '../../lib/catalog-scope';
import { NotFoundError } from '../../lib/errors';

export const CATEGORY_NOT_FOUND = 'Category not found';

type CategoryRow = typeof categories.$inferSelect;

/**
 * The whole catalogue's categories with product counts. A count includes the subcategories'
 * products and only those the caller may see, so it matches what /products?category=id lists.
 */
class CategoryView {
  private constructor(
    private readonly rows: Map<string, CategoryRow>,
    private readonly graph: CategoryGraph,
    private readonly directCounts: Map<string, number>,
    private readonly scope: CatalogScope,
  ) {}

  static async load(db: Db, scope: CatalogScope): Promise<CategoryView> {
    const rows = await db.select().from(categories);
    const graph = new CategoryGraph(rows);
    const visible = visibilityConditions(scope, today(), graph.hiddenIds());
    const counted = await db
      .select({ categoryId: products.categoryId, total: count() })
      .from(products)
      .where(and(isNotNull(products.categoryId), ...visible))
      .groupBy(products.categoryId);
    const directCounts = new Map(counted.map((c) => [c.categoryId!, c.total]));
    return new CategoryView(new Map(rows.map((r) => [r.id, r])), graph, directCounts, scope);
  }

  has(id: string): boolean {
    return this.graph.inScope(id, this.scope);
  }

  /** In scope, sorted by name as a shopper reads it, or newest first for staff lists. */
  ids(filter: (row: CategoryRow) => boolean = () => true, newest = false): string[] {
    const byName = (a: CategoryRow, b: CategoryRow) =>
      a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);
    return [...this.rows.values()]
      .filter((row) => this.has(row.id) && filter(row))
      .sort(
        newest ? (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byName(a, b) : byName,
      )
      .map((row) => row.id);
  }

  toCategory(id: string, depth = 0): Category {
    const row = this.rows.get(id)!;
    const parent = row.parentId ? this.rows.get(row.parentId) : undefined;
    const productCount = this.graph
      .withDescendants(id)
      .reduce((sum, each) => sum + (this.directCounts.get(each) ?? 0), 0);
    const category: Category = {
      id: row.id,
      name: row.name,
      description: row.description,
      parentId: row.parentId,
      parent: parent ? { id: parent.id, name: parent.name } : null,
      isVisible: row.isVisible,
      productCount,
      createdAt: row.createdAt.toISOString(),
    };
    if (depth > 0) {
      category.children = this.ids((child) => child.parentId === id).map((child) =>
        this.toCategory(child, depth - 1),
      );
    }
    return category;
  }

  isRoot(row: CategoryRow): boolean {
    return !row.parentId || !this.rows.has(row.parentId);
  }
}

export async function listCategories(
  db: Db,
  query: CategoryListQuery,
  scope: CatalogScope,
): Promise<{ categories: Category[]; pagination: Pagination }> {
  const view = await CategoryView.load(db, scope);
  const ids = view.ids((row) => {
    if (query.parentId) return row.parentId === query.parentId;
    return query.root ? view.isRoot(row) : true;
  }, query.sort === 'newest');
  const start = (query.page - 1) * query.limit;
  return {
    categories: ids.slice(start, start + query.limit).map((id) => view.toCategory(id)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: ids.length,
      totalPages: Math.ceil(ids.length / query.limit),
    },
  };
}

export async function categoryTree(db: Db, scope: CatalogScope): Promise<Category[]> {
  const view = await CategoryView.load(db, scope);
  return view.ids((row) => view.isRoot(row)).map((id) => view.toCategory(id, Infinity));
}

export async function getCategory(db: Db, id: string, scope: CatalogScope): Promise<Category> {
  const view = await CategoryView.load(db, scope);
  if (!view.has(id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return view.toCategory(id, 1);
}
