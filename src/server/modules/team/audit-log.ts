import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, displayName, type AuditPage } from '#shared/staff/team';
import type { Db } from '#server/db/client';
import { auditLog, users } from '#server/db/schema';

/**
 * The audit log for admins: newest first, a page at a time, with the actor's name; narrowed to one
 * kind of record, or one record, when asked.
 */
export async function auditLogPage(
  db: Db,
  query: { entityType?: string; entityId?: string; page: number },
): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  const where = filters.length ? and(...filters) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: users })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);

  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor: actor ? { id: actor.id, name: displayName(actor) } : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
