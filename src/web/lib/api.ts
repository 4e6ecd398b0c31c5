/** A field message from a 400 answer: `path` is dotted (`vehicles.0.make`). */
export interface ApiFieldError {
  path: string;
  message: string;
}

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

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  let errors: ApiFieldError[] = [];
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, errors: fieldErrors } = body as { message?: unknown; errors?: unknown };
      if (typeof message === 'string' && message) serverMessage = message;
      if (Array.isArray(fieldErrors)) {
        errors = fieldErrors.filter(
          (e): e is ApiFieldError => typeof e?.path === 'string' && typeof e?.message === 'string',
        );
      }
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status line is all there is.
  }
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    serverMessage,
    errors,
  );
}

/**
 * Calls the API with the session cookie. A JSON body, and its content type, only when there is a
 * body. Resolves with the response when it is OK; otherwise throws an ApiError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}
