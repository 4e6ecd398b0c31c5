import { z } from 'zod';

/** A message for one field of a request body; `path` is dotted (`details.vehicles.0.make`). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every 4xx and 5xx answer of the API: a message for the person, and for a refused body the
 * messages of its fields. The server sends it; the browser reads it.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Reads an error answer's text: its message (when it has one) and the field messages that are
 * well formed. Anything else (a proxy's HTML page, an empty body) gives neither.
 */
export function readErrorBody(text: string): { message?: string; errors: FieldError[] } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { errors: [] };
  }
  const parsed = errorBodySchema
    .partial()
    .extend({ errors: z.array(z.unknown()).optional() })
    .safeParse(body);
  if (!parsed.success) return { errors: [] };
  const errors = (parsed.data.errors ?? []).flatMap((e) => {
    const field = fieldErrorSchema.safeParse(e);
    return field.success ? [field.data] : [];
  });
  return { message: parsed.data.message || undefined, errors };
}
