import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentEndpoints as endpoints,
  documentMessages,
  documentOwnerSchema,
} from '#shared/documents';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { currentUser, requireUser } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { recordAudit } from '../console/audit';
import { clientScope } from '../clients/scope';
import { auditedDocument, documentRepository, storeDocument, type DocumentScope } from './service';
import { sendDownload } from './file-names';
import { acceptUpload, refuseOversizedBody, registerMultipart } from './upload';

const notFound = () => new HttpError(404, documentMessages.documentNotFound);

const isStaff = (user: SessionUser) => user.role === 'agent' || user.role === 'admin';
/** A client's calls reach their account's documents in their scope; staff reach every client's. */
const scopeOf = (user: SessionUser): DocumentScope =>
  isStaff(user) ? 'staff' : { person: clientScope(user), holder: user.accountRole === 'holder' };

const chooseClient = 'Choose the client this document belongs to.';

/**
 * The documents area: list, upload, download and delete, for signed-in users. Uploads are streamed
 * to storage, cut at 10 MB (413) and typed from their bytes (415); nothing is kept unless the row
 * is written.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.documentStorage;
  const repository = documentRepository(app.database.db);
  const limits = app.uploadLimits;

  /**
   * The documents a list names: the caller's (their account's, in their scope), or (staff only)
   * the client account in `accountId`. A client naming another account gets 404, as for any
   * record that is not theirs; so does an account that does not exist.
   */
  async function listScope(user: SessionUser, accountId: string | undefined) {
    if (accountId === undefined || (!isStaff(user) && accountId === user.accountId)) {
      return scopeOf(user);
    }
    if (!isStaff(user) || !(await repository.accountExists(accountId))) throw notFound();
    return { account: accountId };
  }

  // Scoped to this plugin: multipart bodies are parsed only where a route takes a file.
  await registerMultipart(app);

  app.addHook('onRequest', requireUser);

  serve(app, endpoints.list, async (request) => {
    const user = currentUser(request);
    const { accountId, leadId } = request.query;
    if (isStaff(user) && accountId === undefined) return [];
    return repository.list(await listScope(user, accountId), leadId);
  });

  serve(
    app,
    endpoints.upload,
    async (request, reply) => {
      const user = currentUser(request);
      const staff = isStaff(user);
      // Before the body is read: a client's own quota is known now; staff name the client in
      // a field of the body, so theirs is checked when the row is written.
      const release = await limits.admit(
        request,
        reply,
        { id: user.id, staff },
        staff ? undefined : (user.accountId ?? undefined),
      );
      const document = await acceptUpload(request, storage, async (upload) => {
        const fields = parseFields(upload.fields);
        const { leadId } = fields;
        // Documents belong to client accounts: a staff member's upload names one.
        if (staff && fields.accountId === undefined) {
          throw new HttpError(400, chooseClient, [{ path: 'accountId', message: chooseClient }]);
        }
        const accountId = staff ? fields.accountId! : user.accountId;
        if (
          !accountId ||
          (!staff && fields.accountId !== undefined && fields.accountId !== accountId) ||
          (staff && !(await repository.accountExists(accountId)))
        ) {
          throw notFound();
        }
        if (
          leadId !== undefined &&
          !(await repository.leadBelongsTo(leadId, staff ? null : user.email))
        ) {
          throw notFound();
        }
        return storeDocument(app.database.db, limits, {
          upload,
          accountId,
          leadId,
          actor: { id: user.id, staff },
        });
      }).finally(release);
      request.log = request.log.child({ documentId: document.id });
      return reply.code(201).send(document);
    },
    // The multipart parser reads nothing before the handler, so the app's 1 MB bodyLimit is
    // not what bounds an upload: the Content-Length check here and the streamed count are.
    // Raising bodyLimit would only let other content types be parsed up to 10 MB.
    { preHandler: refuseOversizedBody },
  );

  serve(app, endpoints.download, async (request, reply) => {
    const row = await repository.find(request.params.id, scopeOf(currentUser(request)));
    if (!row) throw notFound();
    const file = await storage.open(row.filePath);
    if (!file) {
      request.log.error({ documentId: row.id, key: row.filePath }, 'document file is missing');
      throw notFound();
    }
    return sendDownload(reply, {
      fileName: row.fileName,
      type: row.mimeType,
      size: file.size,
      body: file.stream,
    });
  });

  // Every deletion is audited, a client's too; what the agency keeps answers 403 with why.
  serve(app, endpoints.delete, async (request, reply) => {
    const user = currentUser(request);
    const key = await app.database.db.transaction(async (tx) => {
      const row = await documentRepository(tx).delete(request.params.id, scopeOf(user));
      if (row === null) throw notFound();
      if ('kept' in row) throw new HttpError(403, row.kept);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'document.delete',
        entityType: 'document',
        entityId: row.id,
        before: auditedDocument(row),
      });
      return row.filePath;
    });
    try {
      await storage.remove(key);
    } catch (err) {
      // The row is gone, so the file is an orphan: the hourly sweep removes it.
      request.log.warn({ err, key }, 'document deleted, its file not removed yet');
    }
    return reply.code(204).send();
  });
};

function parseFields(fields: Map<string, string>) {
  const parsed = documentOwnerSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, errors[0]!.message, errors);
  }
  return parsed.data;
}

/** Encapsulated: the multipart parser stays with these routes. */
export default fp(documentRoutes, {
  name: 'document-routes',
  dependencies: ['documents'],
  encapsulate: true,
});
