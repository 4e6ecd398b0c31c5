import type { FastifyError } from 'fastify';
import { parseRecordId } from '#shared/fields';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '#shared/errors';
import { isDatabaseUnavailable } from '../db/client';
import { StorageUnavailableError } from '../modules/documents/storage';
import { sqlState } from '../db/sql';

/**
 * An error meant for the user: its status, message and field errors reach the client as they
 * are.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as the log may keep it: what failed and where, never the values. A failed query's
 * message carries its parameters (a client's text, names, e-mails) and a database error's
 * `detail` the offending value; both are left out, the statement and the error code stay.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { query, code, cause } = error as Error & { query?: unknown; code?: unknown };
  const message = typeof query === 'string' ? `Failed query: ${query}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: error.name,
    message,
    ...(code !== undefined ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(cause !== undefined ? { cause: loggableError(cause) } : {}),
  };
}

/** What a request hears while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We are briefly unable to save or look anything up. Nothing was changed: please try again in a minute.';

/** What a request hears while the documents' object store cannot be reached. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'We are briefly unable to reach documents. Nothing was changed: please try again in a minute.';

const plainMessages: Record<number, string> = {
  400: 'Invalid request',
  404: 'Not found',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
};

/** One error handler for the whole app: 4xx as `{ message }`, 5xx logged and answered blandly. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? plainMessages[400]!,
        }));
        return reply.code(400).send({
          message: errors[0]?.message ?? plainMessages[400]!,
          errors,
        } satisfies ErrorBody);
      }
      // Ours, with words for the user: a 4xx, or a 5xx that says what to do (a full disk).
      if (error instanceof HttpError) {
        const { message, errors, statusCode } = error;
        return reply
          .code(statusCode)
          .send((errors ? { message, errors } : { message }) satisfies ErrorBody);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: plainMessages[status] ?? error.message });
      }
      // Class 22, data exception: a value the schemas let through and the database refused
      // (out of range, not a date). The request's fault, so a 400; the schema should catch it.
      if (sqlState(error)?.startsWith('22')) {
        request.log.warn({ err: error }, 'a value reached the database and was refused');
        return reply.code(400).send({ message: plainMessages[400] });
      }
      // The object store holding the documents is out of reach; the rest of the site is not.
      // First: its cause may be a refused connection, as the database's would be.
      if (error instanceof StorageUnavailableError) {
        request.log.error({ err: error }, 'document storage unavailable');
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ message: STORAGE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
      }
      // The database is restarting or out of reach: the request did nothing, and may be sent
      // again in a moment.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    });

    app.setNotFoundHandler((request, reply) => {
      if (
        request.url.startsWith('/api/') ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.code(404).send({ message: plainMessages[404] });
      }
      return app.sendNotFoundPage(request, reply);
    });
  },
  { name: 'errors', dependencies: ['static-site'] },
);

/** A malformed record id in a path (a policy's, a claim's) names nothing: 404, as for an unknown one. */
export function knownRecord(id: string): number {
  const record = parseRecordId(id);
  if (record === null) throw new HttpError(404, 'Not found');
  return record;
}
