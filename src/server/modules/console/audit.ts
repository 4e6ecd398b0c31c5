import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string;
  /** What happened, as `<entity>.<verb>`: `lead.status`, `policy.create`, `user.disable`, … */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record before and after the write (omit for creations / deletions respectively). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write in the audit log. Call it with the transaction of the write itself, so the
 * record exists exactly when the change does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A staff note written on a lead or on a client's record, audited with the note's id and words. */
export async function recordNoteAudit(
  tx: Db,
  actorId: string,
  on: { entityType: 'lead' | 'client'; entityId: string | number },
  note: { id: number; text: string },
) {
  await recordAudit(tx, {
    actorId,
    action: `${on.entityType}.note`,
    ...on,
    after: { noteId: note.id, text: note.text },
  });
}
