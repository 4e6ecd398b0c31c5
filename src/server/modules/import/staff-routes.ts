import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_MB,
  importMessages,
  importRequestSchema,
  staffImportEndpoints as endpoints,
  type ImportRequest,
  type ImportRunLine,
} from '#shared/staff/import';
import { serve } from '#server/plugins/endpoints';
import { HttpError } from '#server/plugins/errors';
import { currentUser, requireAdmin } from '../auth/guards';
import { bookImportService } from './service';

const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** The column mapping and the decisions on uncertain matches travel beside the file. */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;

const tooLarge = () => new HttpError(413, importMessages.tooLarge);
const fieldError = (issues: z.core.$ZodIssue[]) => {
  const errors = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new HttpError(400, errors[0]!.message, errors);
};

/** Refuses, before reading it, a body larger than a file may be. */
async function refuseOversized(request: FastifyRequest, reply: FastifyReply) {
  if (Number(request.headers['content-length']) > MAX_BYTES + MAX_FIELD_BYTES) {
    reply.header('connection', 'close');
    throw tooLarge();
  }
}

/** The multipart body: `file`, `kind`, `sourceSystem`, and `mapping` and `decisions` as JSON. */
async function readImportBody(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, importMessages.noFile);
  const fields: Record<string, unknown> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), name: part.filename.slice(0, 255) };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') throw tooLarge();
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new HttpError(400, importMessages.badMapping);
    }
    // A body cut short or not framed as multipart/form-data says it is.
    request.log.info({ err: error }, 'import body not read');
    throw new HttpError(400, importMessages.notReceived);
  }
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, importMessages.noFile, [
      { path: 'file', message: importMessages.noFile },
    ]);
  }
  const json = (name: string) => {
    if (typeof fields[name] !== 'string' || fields[name] === '') return undefined;
    try {
      return JSON.parse(fields[name] as string) as unknown;
    } catch {
      throw new HttpError(400, importMessages.badMapping, [
        { path: name, message: importMessages.badMapping },
      ]);
    }
  };
  const parsed = importRequestSchema.safeParse({
    kind: fields.kind,
    sourceSystem: fields.sourceSystem,
    mapping: json('mapping'),
    decisions: json('decisions'),
  });
  if (!parsed.success) throw fieldError(parsed.error.issues);
  return { file, input: parsed.data satisfies ImportRequest };
}

/**
 * The staff console's book import (admins only): the mappings saved per system, the dry run of
 * a file, and the run, whose answer is a stream of progress lines ending with the result
 * (`application/x-ndjson`, one JSON object per line).
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = bookImportService(app.database.db);
  app.addHook('onRequest', requireAdmin);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_BYTES,
      files: 1,
      fields: 6,
      fieldNameSize: 100,
      fieldSize: MAX_FIELD_BYTES,
      parts: 8,
      headerPairs: 20,
    },
  });

  serve(app, endpoints.mappings, async () => service.mappings());

  serve(
    app,
    endpoints.preview,
    async (request) => {
      const { file, input } = await readImportBody(request);
      return service.preview(file.bytes, input);
    },
    { preHandler: refuseOversized },
  );

  serve(
    app,
    endpoints.run,
    async (request, reply) => {
      const { file, input } = await readImportBody(request);
      const actorId = currentUser(request).id;
      // A file that cannot be read, or a mapping that does not fit it, is told with its status
      // before the stream starts.
      await service.check(file.bytes, input);
      const stream = new PassThrough();
      const line = (value: ImportRunLine) => stream.write(`${JSON.stringify(value)}\n`);
      let lastProgress = 0;
      service
        .run(file.bytes, { ...input, fileName: file.name }, actorId, (done, total) => {
          const now = Date.now();
          if (done < total && now - lastProgress < 200) return;
          lastProgress = now;
          line({ type: 'progress', done, total });
        })
        .then((result) => line({ type: 'done', result }))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'import failed; nothing was written');
          line({
            type: 'error',
            message:
              error instanceof HttpError && error.statusCode < 500
                ? error.message
                : 'The import could not finish. Nothing was changed: please try again in a minute.',
          });
        })
        .finally(() => stream.end());
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
    { preHandler: refuseOversized },
  );
};

export default importRoutes;
