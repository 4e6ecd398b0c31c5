import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalDocument } from '#shared/documents';
import { HttpError } from '#server/plugins/errors';
import { storeDocument } from './service';
import { acceptUpload } from './upload';

/** The record a client's file belongs to: a claim, or a change or certificate request. */
export type AttachedTo = { claimId: number } | { serviceRequestId: number };

/** Where a received file goes, and who sends it. */
export interface FileTarget {
  /** The person sending it: a client (counted as theirs) or a staff member (audited). */
  actor: { id: string; staff: boolean };
  accountId: string;
  policyId?: number | null;
  /** The record it is sent with, if any. */
  to?: AttachedTo;
  /** A carrier's proof of insurance for the policy's term ending on `termExpires`. */
  kind?: 'id-card';
  termExpires?: string;
  /** Refuses anything but a PDF, with this message (415). */
  pdfOnly?: string;
}

/**
 * A file sent to one of an account's records (a claim's photo, a request's bill of sale, a
 * document or a carrier's card staff upload for the client): admitted under the sender's hourly
 * count, the account's quota and the disk's room before the body is read, streamed through the
 * upload pipeline, and kept as one of the account's documents. The caller has checked the record
 * exists, is the sender's to add to, and takes another file.
 */
export async function receiveFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: FileTarget,
): Promise<PortalDocument> {
  const { actor, accountId, to, pdfOnly, ...record } = target;
  const release = await app.uploadLimits.admit(request, reply, actor, accountId);
  return acceptUpload(request, app.documentStorage, async (upload) => {
    if (pdfOnly && upload.inspection.mimeType !== 'application/pdf') {
      throw new HttpError(415, pdfOnly);
    }
    return storeDocument(app.database.db, app.uploadLimits, {
      upload,
      accountId,
      ...record,
      ...to,
      actor,
    });
  }).finally(release);
}
