import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalDocument } from '#shared/documents';
import { storeDocument } from './service';
import { acceptUpload } from './upload';

/** The record a client's file belongs to: a claim, or a change or certificate request. */
export type AttachedTo = { claimId: number } | { serviceRequestId: number };

/**
 * A file a client sends with one of their records (a claim's photo, a request's bill of sale):
 * admitted under the person's hourly count, the account's quota and the disk's room before the
 * body is read, streamed through the upload pipeline, and kept as one of the account's documents
 * on the record's policy. The caller has checked the record is theirs and takes another file.
 */
export async function receiveClientFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { personId: string; accountId: string; policyId: number | null; to: AttachedTo },
): Promise<PortalDocument> {
  const release = await app.uploadLimits.admit(
    request,
    reply,
    { id: target.personId, staff: false },
    target.accountId,
  );
  return acceptUpload(request, app.documentStorage, (upload) =>
    storeDocument(app.database.db, app.uploadLimits, {
      upload,
      accountId: target.accountId,
      policyId: target.policyId,
      ...target.to,
      actor: { id: target.personId, staff: false },
    }),
  ).finally(release);
}
