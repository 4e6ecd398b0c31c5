import { type FieldError, readErrorBody } from '#shared/errors';
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type HasParams,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '#shared/endpoints';

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

/** What a call of `E` sends: the path's parameters, the query and the body, as it has them. */
export type CallInput<E extends Endpoint> = (HasParams<E['path']> extends true
  ? { params: PathParams<E['path']> }
  : { params?: never }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query?: QueryOf<E> });

/** The URL of a call: the filled path and the query's defined values. */
export function urlOf<E extends Endpoint>(route: E, input?: Omit<CallInput<E>, 'body'>): string {
  const path = fillPath(route.path, input?.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one endpoint of the shared route table (src/shared/endpoints.ts) and answers its JSON,
 * typed by the endpoint's response schema (nothing for a 204). Throws ApiError as apiRequest does.
 */
export async function callApi<E extends Endpoint>(
  route: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
): Promise<ResponseOf<E>> {
  const response = await apiRequest(route.method, urlOf(route, input), input?.body);
  if (response.status === 204) return undefined as ResponseOf<E>;
  return (await response.json()) as ResponseOf<E>;
}
