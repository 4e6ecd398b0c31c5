import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { PortalDocument } from '#shared/documents';
import type { Db } from '../../db/client';
import { documents, leads, users } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import type { Config } from '../../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type DocumentStorage } from './storage';
import type { ReceivedUpload } from './upload';
import { uploadLimits, type UploadLimitsService } from './upload-limits';

type DocumentRow = typeof documents.$inferSelect;

/** Whose documents a call may touch: one user's, or (staff) any client's. */
export type DocumentScope = { userId: string } | 'clients';

/** Documents belong to clients: staff reach every client's, never a staff account's. */
const ofClients = sql`${documents.userId} in (select ${users.id} from ${users} where ${users.role} = 'client')`;

const inScope = (scope: DocumentScope) =>
  scope === 'clients' ? ofClients : eq(documents.userId, scope.userId);

export function toPortalDocument(row: DocumentRow): PortalDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    leadId: row.leadId,
    // Put there by someone other than the client: an agent, or the agency's own seeded letter
    // (no uploader). A client's own upload always names the client.
    fromAgency: row.uploadedBy !== row.userId,
  };
}

/** The documents table: every query is scoped to the caller's documents unless staff. */
export function documentRepository(db: Db) {
  return {
    /** One user's documents, newest first, optionally those of one quote request. */
    async list(userId: string, leadId?: number): Promise<PortalDocument[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.userId, userId),
            leadId === undefined ? undefined : eq(documents.leadId, leadId),
          ),
        )
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
      return rows.map(toPortalDocument);
    },

    async find(id: number, scope: DocumentScope): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), inScope(scope)));
      return row ?? null;
    },

    async insert(values: typeof documents.$inferInsert): Promise<PortalDocument> {
      const [row] = await db.insert(documents).values(values).returning();
      return toPortalDocument(row!);
    },

    /** Deletes the row and returns it, or null when there was none in scope. */
    async delete(id: number, scope: DocumentScope): Promise<DocumentRow | null> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, id), inScope(scope)))
        .returning();
      return row ?? null;
    },

    /** Whether the user exists and is a client (documents belong to clients). */
    async isClient(userId: string): Promise<boolean> {
      return (await db.$count(users, and(eq(users.id, userId), eq(users.role, 'client')))) > 0;
    },

    /** A quote request exists and (unless `email` is null) was sent from that address. */
    async leadBelongsTo(leadId: number, email: string | null): Promise<boolean> {
      const matches = await db.$count(
        leads,
        and(
          eq(leads.id, leadId),
          email === null ? undefined : sql`lower(${leads.email}) = lower(${email})`,
        ),
      );
      return matches > 0;
    },
  };
}

export type DocumentRepository = ReturnType<typeof documentRepository>;

/**
 * Writes a stored file's row once the owner's quota is known to hold it, in one transaction
 * with the audit record of a staff upload. Both upload routes (the portal's and the staff
 * console's) end here.
 */
export async function storeDocument(
  db: Db,
  limits: Pick<UploadLimitsService, 'assertFits'>,
  stored: {
    upload: Pick<ReceivedUpload, 'key' | 'fileName' | 'inspection'>;
    ownerId: string;
    leadId?: number | null;
    /** Who uploaded it; a staff member's upload is audited. */
    actor: { id: string; staff: boolean };
  },
): Promise<PortalDocument> {
  const { upload, ownerId, actor } = stored;
  const { size, mimeType, sha256 } = upload.inspection;
  return db.transaction(async (tx) => {
    await limits.assertFits(tx, ownerId, size);
    const document = await documentRepository(tx).insert({
      userId: ownerId,
      leadId: stored.leadId ?? null,
      fileName: upload.fileName,
      filePath: upload.key,
      fileSize: size,
      mimeType,
      sha256,
      uploadedBy: actor.id,
    });
    if (actor.staff) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.upload',
        entityType: 'document',
        entityId: document.id,
        after: { ...document, userId: ownerId, uploadedBy: actor.id, sha256 },
      });
    }
    return document;
  });
}

/** Files younger than this may belong to an upload whose row is being written. */
export const ORPHAN_MIN_AGE_MS = 3600 * 1000;
const SWEEP_BATCH = 500;

/**
 * Removes stored files that no `documents` row points to and that are older than an hour: what a
 * failed removal after a delete, or a crash in the middle of an upload, left behind. Generic: it
 * knows no names, only the rows (the seeded `demo/` letter stays because its row points to it).
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: DocumentStorage,
  now = Date.now(),
): Promise<number> {
  const candidates: string[] = [];
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() < now - ORPHAN_MIN_AGE_MS) candidates.push(file.key);
  }
  let removed = 0;
  for (let i = 0; i < candidates.length; i += SWEEP_BATCH) {
    const batch = candidates.slice(i, i + SWEEP_BATCH);
    const rows = await db
      .select({ filePath: documents.filePath })
      .from(documents)
      .where(inArray(documents.filePath, batch));
    const referenced = new Set(rows.map((r) => r.filePath));
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      removed++;
    }
  }
  return removed;
}

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openDocumentStorage(config: Pick<Config, 'uploadDir' | 'objectStore'>) {
  return config.objectStore ? s3Storage(config.objectStore) : localDiskStorage(config.uploadDir);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the documents' bytes live: DATA_DIR/uploads or an S3-compatible bucket. */
    documentStorage: DocumentStorage;
    /** Hourly uploads, the disk's free-space floor and each client's quota. */
    uploadLimits: UploadLimitsService;
  }
}

/**
 * Decorates the app with the documents' storage and upload limits: the document routes, the
 * staff console's uploads for a client and the housekeeping sweep use them.
 */
export default fp(
  async (app) => {
    const storage = openDocumentStorage(app.config);
    app.decorate('documentStorage', storage);
    app.decorate(
      'uploadLimits',
      uploadLimits(app.database, app.config.uploads, { storage, agency: app.config.agency }),
    );
  },
  { name: 'documents' },
);
