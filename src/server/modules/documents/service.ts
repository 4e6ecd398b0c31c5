import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { documentMessages, type PortalDocument } from '#shared/documents';
import type { Db } from '../../db/client';
import { clientAccounts, documents, leads, users } from '../../db/schema';
import { documentsIn, type ClientScope } from '../clients/scope';
import { recordAudit } from '../console/audit';
import type { Config } from '../../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type DocumentStorage } from './storage';
import type { ReceivedUpload } from './upload';
import { uploadLimits, type UploadLimitsService } from './upload-limits';

type DocumentRow = typeof documents.$inferSelect;

/**
 * Whose documents a call may touch: what a signed-in person's scope shows them (`holder`: the
 * account's holder, who manages what its people uploaded), one client account's (staff on a
 * client's page), or (staff) every client's.
 */
export type DocumentScope =
  { person: ClientScope; holder?: boolean } | { account: string } | 'staff';

const inScope = (scope: DocumentScope) =>
  scope === 'staff'
    ? undefined
    : 'person' in scope
      ? documentsIn(scope.person)
      : eq(documents.accountId, scope.account);

/** Who looks at a document: a person of its account, or staff (any scope but a person's). */
type DocumentViewer = { userId: string; holder: boolean } | 'staff';

const viewerOf = (scope: DocumentScope): DocumentViewer =>
  typeof scope === 'object' && 'person' in scope
    ? { userId: scope.person.userId, holder: scope.holder ?? false }
    : 'staff';

/**
 * Why a client may not delete a document they can see, or null when they may. The agency keeps
 * its copy of what it put there (its uploads, the carrier's ID card, a certificate), of a claim's
 * evidence and of the files sent with a request; a member deletes only what they uploaded. Staff
 * may delete any (audited).
 */
export function keptFrom(
  viewer: DocumentViewer,
  row: Pick<DocumentRow, 'kind' | 'claimId' | 'serviceRequestId' | 'uploadedBy'>,
  uploaderRole: string | null,
): string | null {
  if (viewer === 'staff') return null;
  if (uploaderRole !== 'client' || row.kind !== null) return documentMessages.keptByAgency;
  if (row.claimId !== null) return documentMessages.keptWithClaim;
  if (row.serviceRequestId !== null) return documentMessages.keptWithRequest;
  if (!viewer.holder && row.uploadedBy !== viewer.userId) return documentMessages.onlyUploader;
  return null;
}

/**
 * The document as the portal shows it to `viewer`. `fromAgency`: put there by someone other
 * than the account's people: an agent, or the agency's own seeded letter (no uploader).
 */
export function toPortalDocument(
  row: DocumentRow,
  uploaderRole: string | null,
  viewer: DocumentViewer,
): PortalDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    leadId: row.leadId,
    fromAgency: uploaderRole !== 'client',
    canDelete: keptFrom(viewer, row, uploaderRole) === null,
  };
}

/** The row with what the audit log keeps of it (its storage key stays out). */
export function auditedDocument({ filePath: _filePath, ...row }: DocumentRow) {
  return row;
}

/** The documents table: every query is scoped to the caller's documents unless staff. */
export function documentRepository(db: Db) {
  /** The document in scope with its uploader's role, or null. */
  async function findWithUploader(id: number, scope: DocumentScope) {
    const [row] = await db
      .select({ document: documents, uploaderRole: users.role })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(and(eq(documents.id, id), inScope(scope)));
    return row ?? null;
  }

  return {
    /** The documents in scope, newest first, optionally those of one quote request. */
    async list(scope: DocumentScope, leadId?: number): Promise<PortalDocument[]> {
      const rows = await db
        .select({ document: documents, uploaderRole: users.role })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedBy))
        .where(and(inScope(scope), leadId === undefined ? undefined : eq(documents.leadId, leadId)))
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
      const viewer = viewerOf(scope);
      return rows.map((row) => toPortalDocument(row.document, row.uploaderRole, viewer));
    },

    async find(id: number, scope: DocumentScope): Promise<DocumentRow | null> {
      return (await findWithUploader(id, scope))?.document ?? null;
    },

    async insert(
      values: typeof documents.$inferInsert,
      uploader: { id: string; staff: boolean },
    ): Promise<DocumentRow & { portal: PortalDocument }> {
      const [row] = await db.insert(documents).values(values).returning();
      const viewer: DocumentViewer = uploader.staff
        ? 'staff'
        : { userId: uploader.id, holder: false };
      return {
        ...row!,
        portal: toPortalDocument(row!, uploader.staff ? 'agent' : 'client', viewer),
      };
    },

    /**
     * Deletes the document in scope and returns it: null when there is none in scope (404),
     * `{ kept }` with the reason when the caller may see it but not delete it (403).
     */
    async delete(id: number, scope: DocumentScope): Promise<DocumentRow | { kept: string } | null> {
      const found = await findWithUploader(id, scope);
      if (!found) return null;
      const kept = keptFrom(viewerOf(scope), found.document, found.uploaderRole);
      if (kept) return { kept };
      const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
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
      actor,
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
