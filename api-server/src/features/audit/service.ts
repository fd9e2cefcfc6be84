import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import type { AuditEntityType, AuditListQuery, Pagination } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { auditLog, products } from '../../db/schema';
import { ForbiddenError } from '../../lib/errors';
import type { AuthContext } from '../../lib/jwt';

type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntryJson {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entityType: AuditEntityType;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

const toEntry = (row: AuditRow): AuditEntryJson => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entityType: row.entityType as AuditEntityType,
  entityId: row.entityId,
  before: row.before as Record<string, unknown> | null,
  after: row.after as Record<string, unknown> | null,
  createdAt: row.createdAt.toISOString(),
});

export const NOT_YOURS = 'You can only see the history of products you added';

/**
 * Admins read the whole log. A store manager reads one product's history, and only for a
 * product it added (the edit form shows it); anything else is refused.
 */
async function checkReader(db: Db, query: AuditListQuery, auth: AuthContext): Promise<void> {
  if (auth.role === 'admin') return;
  if (query.entityType !== 'product' || !query.entityId) throw new ForbiddenError(NOT_YOURS);
  const [product] = await db
    .select({ addedBy: products.addedBy })
    .from(products)
    .where(eq(products.id, query.entityId));
  if (product && product.addedBy !== auth.userId) throw new ForbiddenError(NOT_YOURS);
}

/** Newest first; the filters use audit_log's (entity) and (actor) indexes. */
export async function listAudit(
  db: Db,
  query: AuditListQuery,
  auth: AuthContext,
): Promise<{ entries: AuditEntryJson[]; pagination: Pagination }> {
  await checkReader(db, query, auth);
  const filters: (SQL | undefined)[] = [
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    entries: rows.map(toEntry),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}
