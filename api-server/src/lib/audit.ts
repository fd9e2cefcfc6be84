import { sql } from 'drizzle-orm';
import type { AuditEntityType } from '@grocery/shared-api';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditRecord {
  /** null for an actor that is no account (a portal team's deploy token): name it in actorName. */
  actorId: string | null;
  actorName?: string;
  /** `<entity>.<verb>`: 'product.update', 'category.delete', 'request.approve'... */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  before?: object | null;
  after?: object | null;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its record commit (or roll back) together. The actor's name is copied in the same statement:
 * the entry stays readable after the account is renamed or deleted.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    actorName:
      record.actorId === null
        ? (record.actorName ?? null)
        : sql`(SELECT concat_ws(' ', first_name, last_name) FROM users WHERE id = ${record.actorId})`,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
