import { gte, isNull, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';
import { catalogCache } from './catalog-cache';

/** 'public': what shoppers and guests may see. 'all': staff asked for hidden items too. */
export type CatalogScope = 'public' | 'all';

export function catalogScope(request: FastifyRequest, includeHidden: boolean): CatalogScope {
  const role = request.auth?.role;
  return includeHidden && (role === 'admin' || role === 'store_manager') ? 'all' : 'public';
}

/** Dates compare as ISO text computed here, so PGlite and PostgreSQL agree whatever their zone. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
  isVisible: boolean;
}

/**
 * The category forest, small enough to load whole and walk in memory. It never changes (a write
 * loads a new one), so what every listing asks of it is worked out once: walking it for each
 * request was 2% of a listing's time in Node.
 */
export class CategoryGraph {
  private readonly byId: Map<string, CategoryNode>;
  private readonly childIds = new Map<string, string[]>();
  private readonly shown = new Set<string>();
  private readonly hidden: readonly string[];
  private readonly descendants = new Map<string, readonly string[]>();

  constructor(readonly nodes: readonly CategoryNode[]) {
    this.byId = new Map(nodes.map((n) => [n.id, n]));
    for (const node of nodes) {
      if (!node.parentId || !this.byId.has(node.parentId)) continue;
      this.childIds.set(node.parentId, [...(this.childIds.get(node.parentId) ?? []), node.id]);
    }
    for (const { id } of nodes) if (this.reachable(id)) this.shown.add(id);
    this.hidden = nodes.filter((n) => !this.shown.has(n.id)).map((n) => n.id);
  }

  get(id: string): CategoryNode | undefined {
    return this.byId.get(id);
  }

  childrenOf(id: string): string[] {
    return this.childIds.get(id) ?? [];
  }

  /** The category and everything below it (guarded against cycles a bad edit could make). */
  withDescendants(id: string): readonly string[] {
    let found = this.descendants.get(id);
    if (!found) this.descendants.set(id, (found = this.walkDown(id)));
    return found;
  }

  private walkDown(id: string): string[] {
    const seen = new Set<string>();
    const queue = [id];
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...this.childrenOf(next));
    }
    return [...seen];
  }

  /** A category shoppers can reach: it and all its ancestors are visible. */
  isShown(id: string): boolean {
    return this.shown.has(id);
  }

  private reachable(id: string): boolean {
    const seen = new Set<string>();
    for (
      let node = this.byId.get(id);
      node;
      node = node.parentId ? this.byId.get(node.parentId) : undefined
    ) {
      if (!node.isVisible || seen.has(node.id)) return false;
      seen.add(node.id);
    }
    return this.byId.has(id);
  }

  hiddenIds(): readonly string[] {
    return this.hidden;
  }

  inScope(id: string, scope: CatalogScope): boolean {
    return scope === 'all' ? this.byId.has(id) : this.isShown(id);
  }
}

/** The category forest, remembered until the next catalogue write (or the cache's TTL). */
export function loadCategoryGraph(db: Db): Promise<CategoryGraph> {
  return catalogCache(db).memo('category-graph', () => readCategoryGraph(db));
}

async function readCategoryGraph(db: Db): Promise<CategoryGraph> {
  const nodes = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      isVisible: categories.isVisible,
    })
    .from(categories);
  return new CategoryGraph(nodes);
}

/** A value bound now, or the placeholder of a prepared statement that binds it at each run. */
export type Bound<T> = T | Placeholder;

/** An id list as one array parameter (drizzle would spread a plain array into a row). */
export function idArray(ids: Bound<readonly string[]>): SQL {
  return Array.isArray(ids) ? sql`${sql.param(ids)}::uuid[]` : sql`${ids}::uuid[]`;
}

/**
 * Shoppers see active, visible, unexpired products outside hidden categories. The statement is
 * the same whether or not any category is hidden, so one prepared statement serves both.
 */
export function visibilityConditions(
  scope: CatalogScope,
  day: Bound<string>,
  hiddenCategoryIds: Bound<readonly string[]>,
): SQL[] {
  if (scope === 'all') return [];
  // Literals, not parameters: a prepared statement's generic plan can then use the partial
  // indexes WHERE status = 'active' AND visibility = 'visible'.
  return [
    sql`${products.status} = 'active'`,
    sql`${products.visibility} = 'visible'`,
    or(isNull(products.expiryDate), gte(products.expiryDate, day))!,
    sql`(${products.categoryId} IS NULL
      OR NOT (${products.categoryId} = ANY(${idArray(hiddenCategoryIds)})))`,
  ];
}
