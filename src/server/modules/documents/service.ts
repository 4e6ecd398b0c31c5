import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { PortalDocument } from '#shared/documents';
import type { Db } from '../../db/client';
import { clientAccounts, documents, leads, users } from '../../db/schema';
import { documentsIn, type ClientScope } from '../clients/scope';
import { recordAudit } from '../staff/audit';
import type { Config } from '../../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type DocumentStorage } from './storage';
import type { ReceivedUpload } from './upload';
import { uploadLimits, type UploadLimitsService } from './upload-limits';

type DocumentRow = typeof documents.$inferSelect;

/**
 * Whose documents a call may touch: what a signed-in person's scope shows them, one client
 * account's (staff on a client's page), or (staff) every client's.
 */
export type DocumentScope = { person: ClientScope } | { account: string } | 'staff';

const inScope = (scope: DocumentScope) =>
  scope === 'staff'
    ? undefined
    : 'person' in scope
      ? documentsIn(scope.person)
      : eq(documents.accountId, scope.account);

/**
 * `fromAgency`: put there by someone other than the account's people: an agent, or the agency's
 * own seeded letter (no uploader).
 */
export function toPortalDocument(row: DocumentRow, fromAgency: boolean): PortalDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    leadId: row.leadId,
    fromAgency,
  };
}

/** The row with what the audit log keeps of it (its storage key stays out). */
export function auditedDocument({ filePath: _filePath, ...row }: DocumentRow) {
  return row;
}

/** The documents table: every query is scoped to the caller's documents unless staff. */
export function documentRepository(db: Db) {
  return {
    /** The documents in scope, newest first, optionally those of one quote request. */
    async list(scope: DocumentScope, leadId?: number): Promise<PortalDocument[]> {
      const rows = await db
        .select({ document: documents, uploaderRole: users.role })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .where(and(inScope(scope), leadId === undefined ? undefined : eq(documents.leadId, leadId)))
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
      return rows.map((row) => toPortalDocument(row.document, row.uploaderRole !== 'client'));
    },

    async find(id: number, scope: DocumentScope): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), inScope(scope)));
      return row ?? null;
    },

    async insert(
      values: typeof documents.$inferInsert,
      fromAgency: boolean,
    ): Promise<DocumentRow & { portal: PortalDocument }> {
      const [row] = await db.insert(documents).values(values).returning();
      return { ...row!, portal: toPortalDocument(row!, fromAgency) };
    },

    /** Deletes the row and returns it, or null when there was none in scope. */
    async delete(id: number, scope: DocumentScope): Promise<DocumentRow | null> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, id), inScope(scope)))
        .returning();
      return row ?? null;
    },

    /** Whether the client account exists (documents belong to accounts). */
    async accountExists(accountId: string): Promise<boolean> {
      return (await db.$count(clientAccounts, eq(clientAccounts.id, accountId))) > 0;
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
    accountId: string;
    policyId?: number | null;
    leadId?: number | null;
    /**
     * `id-card`: a carrier's proof of insurance for the policy's term ending on `termExpires`;
     * `certificate`: a certificate of insurance issued on a client's request.
     */
    kind?: 'id-card' | 'certificate' | null;
    termExpires?: string | null;
    /** The change or certificate request it was sent with. */
    serviceRequestId?: number | null;
    /** The claim it is a photo or document of. */
    claimId?: number | null;
    /** Who uploaded it; a staff member's upload is audited. */
    actor: { id: string; staff: boolean };
  },
): Promise<PortalDocument> {
  const { upload, accountId, actor } = stored;
  const { size, mimeType, sha256 } = upload.inspection;
  return db.transaction(async (tx) => {
    await limits.assertFits(tx, accountId, size);
    const { portal, ...row } = await documentRepository(tx).insert(
      {
        accountId,
        policyId: stored.policyId ?? null,
        leadId: stored.leadId ?? null,
        kind: stored.kind ?? null,
        termExpires: stored.termExpires ?? null,
        serviceRequestId: stored.serviceRequestId ?? null,
        claimId: stored.claimId ?? null,
        fileName: upload.fileName,
        filePath: upload.key,
        fileSize: size,
        mimeType,
        sha256,
        uploadedBy: actor.id,
      },
      actor.staff,
    );
    if (actor.staff) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'document.upload',
        entityType: 'document',
        entityId: row.id,
        after: auditedDocument(row),
      });
    }
    return portal;
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
