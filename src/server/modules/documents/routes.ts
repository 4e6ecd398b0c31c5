import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentSchema, MAX_UPLOAD_BYTES, portalMessages } from '../../../shared/portal';
import { HttpError } from '../../plugins/errors';
import { currentUser, requireUser } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import { documentRepository, sweepOrphanFiles, type DocumentScope } from './documents';
import { contentDisposition, displayFileName, formDataFileName } from './file-names';
import { fileTooLarge, noFile, UploadInspector, type Inspection } from './inspect';
import { localDiskStorage, type DocumentStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the documents' bytes live (DATA_DIR/uploads). */
    documentStorage: DocumentStorage;
  }
}

/** Room for the multipart framing and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const SWEEP_EVERY_MS = 3600 * 1000;
const notFound = () => new HttpError(404, portalMessages.documentNotFound);

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = z.object({
  leadId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  userId: z.uuid().optional(),
});
const uploadFields = z.object({
  leadId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  userId: z.uuid().optional(),
});

const isStaff = (user: SessionUser) => user.role === 'agent' || user.role === 'admin';
/** A client's calls reach only their own documents; staff reach every client's. */
const scopeOf = (user: SessionUser): DocumentScope => (isStaff(user) ? 'any' : { userId: user.id });

/**
 * Whose documents a call names: the caller's own, or (staff only) the client in `userId`. A
 * client naming anyone else gets 404, as for any record that is not theirs.
 */
function ownerOf(user: SessionUser, userId: string | undefined): string {
  if (userId === undefined || userId === user.id) return user.id;
  if (!isStaff(user)) throw notFound();
  return userId;
}

/**
 * The documents area (SPEC section 7): list, upload, download and delete, for signed-in users.
 * Uploads are streamed to storage, cut at 10 MB (413) and typed from their bytes (415); nothing
 * is kept unless the row is written.
 */
const documentRoutes: FastifyPluginAsyncZod<{ storage: DocumentStorage }> = async (
  app,
  { storage },
) => {
  const repository = documentRepository(app.database.db);

  // Scoped to this plugin: multipart bodies are parsed nowhere else.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      fieldNameSize: 100,
      fieldSize: 1024,
      parts: 8,
      headerPairs: 20,
    },
  });

  app.addHook('preHandler', requireUser);

  app.get(
    '/api/documents',
    { schema: { querystring: listQuery, response: { 200: z.array(documentSchema) } } },
    async (request) => {
      const user = currentUser(request);
      return repository.list(ownerOf(user, request.query.userId), request.query.leadId);
    },
  );

  app.post(
    '/api/documents',
    {
      schema: { response: { 201: documentSchema } },
      // The multipart parser reads nothing before the handler, so the app's 1 MB bodyLimit is
      // not what bounds an upload: the Content-Length check here and the streamed count are.
      // Raising bodyLimit would only let other content types be parsed up to 10 MB.
      preHandler: refuseOversizedBody,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw noFile();
      const user = currentUser(request);
      const { key, inspection, originalName, fields } = await receiveUpload(request, storage);
      try {
        const { leadId, userId } = parseFields(fields);
        const ownerId = ownerOf(user, userId);
        if (ownerId !== user.id && !(await repository.userExists(ownerId))) throw notFound();
        if (
          leadId !== undefined &&
          !(await repository.leadBelongsTo(leadId, isStaff(user) ? null : user.email))
        ) {
          throw notFound();
        }
        const document = await repository.insert({
          userId: ownerId,
          leadId: leadId ?? null,
          fileName: displayFileName(originalName, inspection.mimeType),
          filePath: key,
          fileSize: inspection.size,
          mimeType: inspection.mimeType,
          sha256: inspection.sha256,
          uploadedBy: user.id,
        });
        request.log = request.log.child({ documentId: document.id });
        return reply.code(201).send(document);
      } catch (error) {
        await storage.remove(key).catch((err: unknown) => {
          request.log.error({ err, key }, 'upload not stored, and its file not removed');
        });
        throw error;
      }
    },
  );

  app.get(
    '/api/documents/:id/download',
    { schema: { params: idParams } },
    async (request, reply) => {
      const row = await repository.find(request.params.id, scopeOf(currentUser(request)));
      if (!row) throw notFound();
      const file = await storage.open(row.filePath);
      if (!file) {
        request.log.error({ documentId: row.id, key: row.filePath }, 'document file is missing');
        throw notFound();
      }
      return reply
        .header('content-type', row.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete('/api/documents/:id', { schema: { params: idParams } }, async (request, reply) => {
    const key = await repository.delete(request.params.id, scopeOf(currentUser(request)));
    if (key === null) throw notFound();
    try {
      await storage.remove(key);
    } catch (err) {
      // The row is gone, so the file is an orphan: the hourly sweep removes it.
      request.log.warn({ err, key }, 'document deleted, its file not removed yet');
    }
    return reply.code(204).send();
  });

  // Not under test: an in-memory test database knows none of the rows of the developer's
  // DATA_DIR (the default), and the sweep would empty its uploads. Tests call the sweep directly.
  if (app.config.env !== 'test') {
    const sweep = () =>
      sweepOrphanFiles(app.database.db, storage)
        .then((removed) => {
          if (removed) app.log.info({ removed }, 'orphan document files removed');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'document sweep failed'));
    app.addHook('onReady', async () => void sweep());
    const timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};

/** Refuses, before reading it, a body that cannot hold a file within the limit. */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    // The rest of the body is not worth reading: close the connection after the answer.
    reply.header('connection', 'close');
    throw fileTooLarge();
  }
}

function parseFields(fields: Map<string, string>) {
  const parsed = uploadFields.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, errors[0]!.message, errors);
  }
  return parsed.data;
}

interface ReceivedUpload {
  key: string;
  inspection: Inspection;
  originalName: string;
  fields: Map<string, string>;
}

/**
 * Reads the multipart body: the fields, and the one `file` part streamed through the inspector
 * into storage. Any failure leaves nothing stored.
 */
async function receiveUpload(
  request: FastifyRequest,
  storage: DocumentStorage,
): Promise<ReceivedUpload> {
  const fields = new Map<string, string>();
  let stored: Omit<ReceivedUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
      } else if (part.fieldname === 'file' && !stored) {
        stored = await storeFile(part, storage);
      } else {
        part.file.resume(); // not ours to keep
      }
    }
  } catch (error) {
    if (stored) await storage.remove(stored.key);
    throw asUploadError(error, request.server);
  }
  if (!stored) throw noFile();
  return { ...stored, fields };
}

async function storeFile(part: MultipartFile, storage: DocumentStorage) {
  const inspector = new UploadInspector();
  // Busboy stops the file at the limit and says so with 'limit': that is a file too large.
  part.file.once('limit', () => inspector.destroy(fileTooLarge()));
  // A failure on either side destroys both; storage sees it through the inspector and keeps
  // nothing, so this promise's own rejection says nothing new.
  pipeline(part.file, inspector).catch(() => {});
  const key = await storage.put(inspector);
  return { key, inspection: inspector.result, originalName: formDataFileName(part.filename) };
}

/** Errors of the multipart parser as the client should read them. */
function asUploadError(error: unknown, app: FastifyInstance) {
  if (error instanceof HttpError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    app.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return fileTooLarge();
  if (
    error instanceof FilesLimitError ||
    error instanceof FieldsLimitError ||
    error instanceof PartsLimitError ||
    // Busboy reports a malformed body with a bare Error ("Unexpected end of form", ...).
    (error instanceof Error && Object.getPrototypeOf(error) === Error.prototype)
  ) {
    return new HttpError(400, 'Invalid request');
  }
  return error;
}

/**
 * The storage is decorated on the whole app (the sweep and tests reach it); the routes and the
 * multipart parser stay encapsulated.
 */
export default fp(
  async (app) => {
    const storage = localDiskStorage(app.config.uploadDir);
    app.decorate('documentStorage', storage);
    await app.register(documentRoutes, { storage });
  },
  { name: 'documents', dependencies: ['session'] },
);
