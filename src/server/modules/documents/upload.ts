import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#shared/documents';
import { HttpError } from '../../plugins/errors';
import { displayFileName, formDataFileName } from './file-names';
import { fileTooLarge, noFile, UploadInspector, type Inspection } from './inspect';
import type { DocumentStorage } from './storage';

/**
 * The upload pipeline of documents, for every route that takes a file: the portal's
 * `POST /api/documents` and the staff console's upload to a client. A route registers the
 * multipart parser in its own plugin (`registerMultipart`), refuses oversized bodies before
 * reading them (`refuseOversizedBody` as its preHandler) and calls `acceptUpload`.
 */

/** Room for the multipart framing and the small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The multipart parser with the documents' limits, scoped to the plugin that calls this. */
export async function registerMultipart(app: FastifyInstance) {
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
}

/** Refuses, before reading it, a body that cannot hold a file within the limit. */
export async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    // The rest of the body is not worth reading: close the connection after the answer.
    reply.header('connection', 'close');
    throw fileTooLarge();
  }
}

/** A file in storage, not yet kept: what `acceptUpload` hands to the code that writes its row. */
export interface ReceivedUpload {
  key: string;
  inspection: Inspection;
  originalName: string;
  /** The name to show: the original one, cleaned, with the extension of the detected type. */
  fileName: string;
  fields: Map<string, string>;
}

/**
 * Streams the request's `file` into storage (cut at 10 MB: 413; typed from its bytes: 415), then
 * lets `keep` write its row. When anything fails, `keep` included, the stored file is removed, so
 * no file outlives a failed upload.
 */
export async function acceptUpload<T>(
  request: FastifyRequest,
  storage: DocumentStorage,
  keep: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw noFile();
  const upload = await receiveUpload(request, storage);
  try {
    return await keep({
      ...upload,
      fileName: displayFileName(upload.originalName, upload.inspection.mimeType),
    });
  } catch (error) {
    await storage.remove(upload.key).catch((err: unknown) => {
      request.log.error({ err, key: upload.key }, 'upload not stored, and its file not removed');
    });
    throw error;
  }
}

/**
 * Reads the multipart body: the fields, and the one `file` part streamed through the inspector
 * into storage. Any failure leaves nothing stored.
 */
async function receiveUpload(
  request: FastifyRequest,
  storage: DocumentStorage,
): Promise<Omit<ReceivedUpload, 'fileName'>> {
  const fields = new Map<string, string>();
  let stored: Omit<ReceivedUpload, 'fields' | 'fileName'> | undefined;
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
