import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A message for one field of the request body, as the validation errors give them. */
export interface FieldError {
  path: string;
  message: string;
}

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
        const errors = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message,
        }));
        return reply.code(400).send({ message: errors[0]?.message ?? plainMessages[400], errors });
      }
      // Ours, with words for the user: a 4xx, or a 5xx that says what to do (a full disk).
      if (error instanceof HttpError) {
        const { message, errors, statusCode } = error;
        return reply.code(statusCode).send(errors ? { message, errors } : { message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: plainMessages[status] ?? error.message });
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
