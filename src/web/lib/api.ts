import { type FieldError, readErrorBody } from '#shared/errors';

/** A field message from a 400 answer: `path` is dotted (`vehicles.0.make`). */
export type ApiFieldError = FieldError;

/**
 * A non-OK answer as a value: `message` is `status: body` (or the status text when the body is
 * empty); `serverMessage` and `errors` are the server's JSON fields, when sent.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly errors: ApiFieldError[] = [],
  ) {
    super(message);
  }
}

/** The message to show a person: the server's own words, or `fallback` when it sent none. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A non-OK answer's status and text as the ApiError every request throws. */
export function apiErrorOf(status: number, statusText: string, text: string): ApiError {
  const { message, errors } = readErrorBody(text);
  return new ApiError(status, `${status}: ${text || statusText}`, message, errors);
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorOf(response.status, response.statusText, text);
}

/**
 * Calls the API with the session cookie. A JSON body, and its content type, only when there is a
 * body. Resolves with the response when it is OK; otherwise throws an ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers:
      hasBody || headers
        ? { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...headers }
        : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Sends one file as multipart (a `file` field) with the session cookie; the browser sets the
 * content type and its boundary. Resolves with the response when it is OK; otherwise throws an
 * ApiError. (Uploads that show their progress use XMLHttpRequest instead: see
 * `features/documents/lib/upload-file.ts`.)
 */
export async function postFile(url: string, file: File): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(url, { method: 'POST', credentials: 'same-origin', body });
  if (!response.ok) throw await toApiError(response);
  return response;
}
