import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, userMessage } from '~/lib/api';

/**
 * Field messages of a 400 (`errors: [{ path, message }]`) that belong to one of `fields`, first
 * message per field. The rest of an error is the form's to show.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const found = new Map<F, string>();
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (field && !found.has(field)) found.set(field, message);
  }
  return [...found].map(([field, message]) => ({ field, message }));
}

/**
 * Puts the server's field messages by their fields (a too-common password) and focuses the
 * first, so a screen reader reads it. Answers whether any was placed; if none, the caller shows
 * the error above the form.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  fields: readonly Path<T>[],
): boolean {
  const placed = fieldErrorsOf(error, fields);
  for (const { field, message } of placed) form.setError(field, { type: 'server', message });
  if (placed[0]) form.setFocus(placed[0].field);
  return placed.length > 0;
}

/**
 * The message above a form for a failed request: the server's words (or `fallback`), unless
 * the error is all about fields that show their own messages.
 */
export function formErrorMessage(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): string | null {
  if (!error || fieldErrorsOf(error, fields).length > 0) return null;
  return userMessage(error, fallback);
}

/**
 * Whether a request with an e-mailed token was refused for the token (400 without a message for
 * one of the form's `fields`): the link is invalid, used or expired.
 */
export function isRejectedLink(error: unknown, fields: readonly string[] = []): boolean {
  return (
    error instanceof ApiError && error.status === 400 && fieldErrorsOf(error, fields).length === 0
  );
}
