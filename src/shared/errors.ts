/** A message for one field of a request body; `path` is dotted (`details.vehicles.0.make`). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Every 4xx and 5xx answer of the API: a message for the person, and for a refused body the
 * messages of its fields. The server sends it; the browser reads it.
 */
export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an error answer's text: its message (when it has one) and the field messages that are
 * well formed. Anything else (a proxy's HTML page, an empty body) gives neither. Plain checks, not
 * a zod schema: every public page's script reads answers through this, and zod would add tens of
 * kilobytes to each.
 */
export function readErrorBody(text: string): { message?: string; errors: FieldError[] } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { errors: [] };
  }
  if (!isRecord(body)) return { errors: [] };
  const { message, errors } = body;
  if (message !== undefined && typeof message !== 'string') return { errors: [] };
  if (errors !== undefined && !Array.isArray(errors)) return { errors: [] };
  const fields = (errors ?? []).flatMap((e: unknown) =>
    isRecord(e) && typeof e.path === 'string' && typeof e.message === 'string'
      ? [{ path: e.path, message: e.message }]
      : [],
  );
  return { message: message || undefined, errors: fields };
}
