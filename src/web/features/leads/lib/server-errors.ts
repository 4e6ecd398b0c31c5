import { ApiError } from '~/lib/api';

/**
 * Field messages of a 400 answer, keyed by the form's own field path: `prefix` is removed
 * (`details.vehicles.0.make` becomes `vehicles.0.make`) and only paths `accepts` takes are kept.
 */
export function serverFieldErrors(
  error: unknown,
  accepts: (path: string) => boolean,
  prefix = '',
): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.errors
    .filter((e) => e.path.startsWith(prefix))
    .map((e) => ({ path: e.path.slice(prefix.length), message: e.message }))
    .filter((e) => accepts(e.path));
}
